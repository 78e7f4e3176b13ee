import { describe, expect, it } from 'vitest';
import { signInOnDevice } from './device-user';
import { createQueryClient } from './query-client';
import { isSessionExpired, markSessionExpired } from './session-expired';

describe('the notice that a session expired', () => {
  it('holds for every redirect until someone signs in again in that area', () => {
    markSessionExpired('patient');
    expect(isSessionExpired('patient')).toBe(true);
    expect(isSessionExpired('patient')).toBe(true);
    expect(isSessionExpired('admin')).toBe(false);
    signInOnDevice('patient', { token: 'new', user: { id: 'u1' } as never }, createQueryClient());
    expect(isSessionExpired('patient')).toBe(false);
  });
});
