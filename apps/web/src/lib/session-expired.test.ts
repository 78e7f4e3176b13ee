import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInOnDevice } from './device-user';
import { createQueryClient } from './query-client';
import { forgetSessionExpiry, isSessionExpired, markSessionExpired } from './session-expired';

afterEach(() => {
  forgetSessionExpiry('patient');
  vi.resetModules();
});

describe('the notice that a session expired', () => {
  it('holds for every redirect until someone signs in again in that area', () => {
    markSessionExpired('patient');
    expect(isSessionExpired('patient')).toBe(true);
    expect(isSessionExpired('patient')).toBe(true);
    expect(isSessionExpired('admin')).toBe(false);
    signInOnDevice('patient', { token: 'new', user: { id: 'u1' } as never }, createQueryClient());
    expect(isSessionExpired('patient')).toBe(false);
  });

  it('outlasts the page: the next page loaded in the tab still knows, until a sign-in', async () => {
    markSessionExpired('patient');
    vi.resetModules();
    const nextPage = await import('./session-expired');
    expect(nextPage.isSessionExpired('patient')).toBe(true);
    expect(nextPage.isSessionExpired('admin')).toBe(false);
    nextPage.forgetSessionExpiry('patient');
    vi.resetModules();
    expect((await import('./session-expired')).isSessionExpired('patient')).toBe(false);
  });

  it('keeps nothing but the areas, and reads a damaged entry as none', async () => {
    markSessionExpired('patient');
    expect(sessionStorage.getItem('clearwell.session-expired')).toBe('["patient"]');
    sessionStorage.setItem('clearwell.session-expired', '{not json');
    vi.resetModules();
    expect((await import('./session-expired')).isSessionExpired('patient')).toBe(false);
  });
});
