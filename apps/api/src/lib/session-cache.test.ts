import { describe, expect, it } from 'vitest';
import { endedInProcess, SessionCache } from './session-cache.js';

const claims = { sub: 'patient-1', sid: 'session-1', aud: 'patient' as const };

describe('SessionCache', () => {
  it('answers for a session seen live, for its own subject, until it expires', () => {
    const cache = new SessionCache();
    cache.remember(cache.ticket(), 'session-1', 'patient-1', 2_000);
    expect(cache.isLive('session-1', 'patient-1', 1_000)).toBe(true);
    expect(cache.isLive('session-1', 'patient-2', 1_000)).toBe(false);
    expect(cache.isLive('session-1', 'patient-1', 2_000)).toBe(false);
    expect(cache.isLive('session-1', 'patient-1', 1_000)).toBe(false);
  });

  it('never keeps a lookup that was in flight when a session ended', () => {
    const cache = new SessionCache();
    const ticket = cache.ticket();
    cache.forget('some-other-session');
    cache.remember(ticket, 'session-1', 'patient-1', Date.now() + 60_000);
    expect(cache.isLive('session-1', 'patient-1')).toBe(false);
  });

  it('forgets one session, or every session of a subject but the one spared', () => {
    const cache = new SessionCache();
    const later = Date.now() + 60_000;
    for (const sid of ['a', 'b', 'c']) cache.remember(cache.ticket(), sid, 'patient-1', later);
    cache.remember(cache.ticket(), 'd', 'patient-2', later);
    cache.forget('a');
    expect(cache.isLive('a', 'patient-1')).toBe(false);
    cache.forgetSubject('patient-1', 'c');
    expect(cache.isLive('b', 'patient-1')).toBe(false);
    expect(cache.isLive('c', 'patient-1')).toBe(true);
    expect(cache.isLive('d', 'patient-2')).toBe(true);
  });

  it('answers nothing while disabled, and starts empty when enabled again', () => {
    const cache = new SessionCache(10, { enabled: false });
    cache.remember(cache.ticket(), 'session-1', 'patient-1', Date.now() + 60_000);
    expect(cache.isLive('session-1', 'patient-1')).toBe(false);
    cache.setEnabled(true);
    cache.remember(cache.ticket(), 'session-1', 'patient-1', Date.now() + 60_000);
    cache.setEnabled(false);
    cache.setEnabled(true);
    expect(cache.isLive('session-1', 'patient-1')).toBe(false);
  });

  it('keeps at most its size, dropping the oldest', () => {
    const cache = new SessionCache(2);
    const later = Date.now() + 60_000;
    for (const sid of ['a', 'b', 'c']) cache.remember(cache.ticket(), sid, 'p', later);
    expect(['a', 'b', 'c'].map((sid) => cache.isLive(sid, 'p'))).toEqual([false, true, true]);
  });

  it('remembers checked tokens until they expire', () => {
    const cache = new SessionCache();
    cache.rememberClaims('token', claims, 2_000);
    expect(cache.claimsOf('token', 1_000)).toEqual(claims);
    expect(cache.claimsOf('token', 2_000)).toBeUndefined();
    expect(cache.claimsOf('other', 1_000)).toBeUndefined();
  });

  it('is told of revocations made in this process at once', () => {
    const cache = new SessionCache();
    const unregister = endedInProcess.register(cache);
    cache.remember(cache.ticket(), 'session-1', 'patient-1', Date.now() + 60_000);
    endedInProcess.session('session-1');
    expect(cache.isLive('session-1', 'patient-1')).toBe(false);
    unregister();
  });
});
