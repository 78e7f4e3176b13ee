import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, onSessionExpired } from './api-client';
import { patientAuth } from './auth-storage';

function mockFetch(status: number, body: string, contentType = 'application/json') {
  const fn = vi.fn(
    async () => new Response(status === 204 ? null : body, { status, headers: { 'content-type': contentType } }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}
afterEach(() => vi.unstubAllGlobals());

/** A signed-in request with `token` that the server refuses: the session behind it is gone. */
async function refusedWith(token: string) {
  patientAuth.save({ user: { id: '1' } as never, token });
  mockFetch(401, JSON.stringify({ success: false, error: 'UNAUTHORIZED', message: 'nope' }));
  await api('/api/auth/profile').catch(() => {});
}

describe('the API client', () => {
  it('sends the stored token as a bearer header and JSON bodies', async () => {
    patientAuth.save({ user: { id: '1' } as never, token: 'tok-123' });
    const fetchMock = mockFetch(200, JSON.stringify({ success: true, data: { ok: 1 } }));
    const res = await api<{ ok: number }>('/api/x', { method: 'POST', body: { a: 1 } });
    expect(res.data.ok).toBe(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-123');
    expect(init.body).toBe('{"a":1}');
  });

  it('treats 204 as success', async () => {
    mockFetch(204, '');
    await expect(api('/api/x', { method: 'DELETE' })).resolves.toMatchObject({ success: true });
  });

  it('wraps a non-JSON body as a message', async () => {
    mockFetch(502, 'Bad gateway from proxy', 'text/plain');
    const err = await api('/api/x').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('Bad gateway from proxy');
    expect(err.status).toBe(502);
  });

  it('passes on the server message and error code', async () => {
    mockFetch(409, JSON.stringify({ success: false, error: 'CONFLICT', message: 'Already there' }));
    await expect(api('/api/x')).rejects.toMatchObject({ status: 409, code: 'CONFLICT', message: 'Already there' });
  });

  it('ends the session on a 401 while signed in', async () => {
    const expired = vi.fn();
    const off = onSessionExpired('patient', expired);
    await refusedWith('tok');
    expect(expired).toHaveBeenCalledTimes(1);
    off();
  });

  it('does not end a session that does not exist (a failed sign-in)', async () => {
    const expired = vi.fn();
    const off = onSessionExpired('patient', expired);
    mockFetch(401, JSON.stringify({ success: false, error: 'INVALID_CREDENTIALS', message: 'Invalid' }));
    await api('/api/auth/signin', { method: 'POST', body: {} }).catch(() => {});
    expect(expired).not.toHaveBeenCalled();
    off();
  });

  it('ends a session refused before the layout was there to hear it, once the layout registers', async () => {
    // A route loader asks before the first render; the layout registers its handler after it.
    await refusedWith('revoked');
    const expired = vi.fn();
    const off = onSessionExpired('patient', expired);
    expect(expired).toHaveBeenCalledTimes(1);
    off();
    // Handled once: the next layout to register is not told again.
    const again = vi.fn();
    const offAgain = onSessionExpired('patient', again);
    expect(again).not.toHaveBeenCalled();
    offAgain();
  });

  it('does not end a new sign-in for a token refused before it', async () => {
    await refusedWith('old');
    patientAuth.save({ user: { id: '1' } as never, token: 'new' });
    const expired = vi.fn();
    const off = onSessionExpired('patient', expired);
    expect(expired).not.toHaveBeenCalled();
    off();
  });
});
