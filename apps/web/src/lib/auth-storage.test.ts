import { describe, expect, it } from 'vitest';
import { patientAuth, tokenExpiry } from './auth-storage';

describe('auth storage', () => {
  it('stores and clears the user and token', () => {
    patientAuth.save({ user: { id: 'u1', first_name: 'Ana' } as never, token: 't1' });
    expect(patientAuth.getToken()).toBe('t1');
    expect(patientAuth.getUser()?.first_name).toBe('Ana');
    patientAuth.clear();
    expect(patientAuth.getToken()).toBeNull();
    expect(patientAuth.getUser()).toBeNull();
  });

  it('keeps the token when saving a user without one', () => {
    patientAuth.save({ user: { id: 'u1' } as never, token: 't1' });
    patientAuth.save({ user: { id: 'u1', first_name: 'New' } as never });
    expect(patientAuth.getToken()).toBe('t1');
  });

  it('discards a corrupted cached user', () => {
    localStorage.setItem('clearwell.user', '{not json');
    expect(patientAuth.getUser()).toBeNull();
    expect(localStorage.getItem('clearwell.user')).toBeNull();
  });

  it('reads the expiry of a token', () => {
    const payload = btoa(JSON.stringify({ exp: 1234 })).replace(/=+$/, '');
    expect(tokenExpiry(`h.${payload}.s`)).toBe(1234);
    expect(tokenExpiry('garbage')).toBeNull();
  });
});
