import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendOrDiscardKept } from './offline-data';
import { forgetOfflineData } from './offline-storage';
import {
  clearQueue,
  onQueueChange,
  queuedFor,
  queueSubmission,
  sendQueued,
  type QueuedSubmission,
} from './offline-queue';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await clearQueue();
});

const entry = (client_id: string, owner = 'patient-a', saved_at = '2026-01-01T10:00:00.000Z'): QueuedSubmission => ({
  client_id,
  owner,
  token: `token-of-${owner}`,
  responses: [{ session_step_id: 's1', response: 'Tight chest' }],
  experience: 'Physical pain',
  saved_at,
});

/** A server that stores each client_id once and answers a resend with the first answer. */
function fakeServer(answer: (n: number) => number | 'offline' = () => 201) {
  const stored = new Map<string, string>();
  const sent: { auth: string; body: { client_id: string } }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { client_id: string };
      sent.push({ auth: (init.headers as Record<string, string>).authorization!, body });
      const status = answer(sent.length);
      if (status === 'offline') throw new TypeError('Failed to fetch');
      if (status === 201 && !stored.has(body.client_id)) stored.set(body.client_id, `p${stored.size + 1}`);
      return new Response(JSON.stringify({ success: status === 201, data: { id: stored.get(body.client_id) } }), {
        status,
      });
    }),
  );
  return { stored, sent };
}

describe('sessions kept on the device', () => {
  it("lists only the patient's own entries, oldest first, and tells readers of each change", async () => {
    const heard = vi.fn();
    const stop = onQueueChange(heard);
    await queueSubmission(entry('b', 'patient-a', '2026-01-02T10:00:00.000Z'));
    await queueSubmission(entry('a', 'patient-a', '2026-01-01T10:00:00.000Z'));
    await queueSubmission(entry('c', 'patient-b'));
    stop();
    expect((await queuedFor('patient-a')).map((e) => e.client_id)).toEqual(['a', 'b']);
    expect(await queuedFor(null)).toEqual([]);
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it("sends each with its client_id and its patient's token, and removes those the server stored", async () => {
    const server = fakeServer();
    await queueSubmission(entry('a'));
    await queueSubmission(entry('c', 'patient-b'));
    expect(await sendQueued('patient-a')).toEqual({ stored: 1, kept: 0 });
    expect(server.sent).toEqual([
      {
        auth: 'Bearer token-of-patient-a',
        body: expect.objectContaining({ client_id: 'a', responses: entry('a').responses }),
      },
    ]);
    expect(await queuedFor('patient-a')).toEqual([]);
    expect(await queuedFor('patient-b')).toHaveLength(1);
  });

  it('sends the language its steps were shown in, and none for an entry kept before entries had one', async () => {
    const server = fakeServer();
    await queueSubmission({ ...entry('es', 'patient-a', '2026-01-01T10:00:00.000Z'), lang: 'es' });
    await queueSubmission(entry('older', 'patient-a', '2026-01-01T11:00:00.000Z'));
    await sendQueued('patient-a');
    const bodies = server.sent.map((s) => s.body as { client_id: string; lang?: string });
    expect(bodies.find((b) => b.client_id === 'es')!.lang).toBe('es');
    expect(bodies.find((b) => b.client_id === 'older')).not.toHaveProperty('lang');
  });

  it('is stored once when the page and the worker both send it', async () => {
    const server = fakeServer();
    await queueSubmission(entry('a'));
    await Promise.all([sendQueued('patient-a'), sendQueued()]);
    expect(server.sent.length).toBeGreaterThanOrEqual(1);
    expect(server.stored.size).toBe(1);
    expect(await queuedFor('patient-a')).toEqual([]);
  });

  it('keeps what could not be sent: no connection (and stops there), a lost sign-in, a server failure', async () => {
    await queueSubmission(entry('a', 'patient-a', '2026-01-01T10:00:00.000Z'));
    await queueSubmission(entry('b', 'patient-a', '2026-01-02T10:00:00.000Z'));
    const offline = fakeServer(() => 'offline');
    expect(await sendQueued()).toEqual({ stored: 0, kept: 2 });
    expect(offline.sent).toHaveLength(1);
    fakeServer((n) => (n === 1 ? 401 : 503));
    expect(await sendQueued()).toEqual({ stored: 0, kept: 2 });
    expect(await queuedFor('patient-a')).toHaveLength(2);
  });

  it('drops an entry the server refuses as it stands, so it is not sent for ever', async () => {
    fakeServer(() => 400);
    await queueSubmission(entry('a'));
    expect(await sendQueued()).toEqual({ stored: 0, kept: 0 });
    expect(await queuedFor('patient-a')).toEqual([]);
  });
});

describe('leaving the device', () => {
  it('forgets every kept session', async () => {
    await queueSubmission(entry('a'));
    await queueSubmission(entry('c', 'patient-b'));
    await forgetOfflineData();
    expect([...(await queuedFor('patient-a')), ...(await queuedFor('patient-b'))]).toEqual([]);
  });

  it('sends kept sessions before a logout, and asks nothing when they all arrived', async () => {
    const server = fakeServer();
    const ask = vi.spyOn(window, 'confirm');
    await queueSubmission(entry('a'));
    expect(await sendOrDiscardKept('patient-a')).toBe(true);
    expect(server.stored.size).toBe(1);
    expect(ask).not.toHaveBeenCalled();
  });

  it("discards sessions that cannot be sent only with the patient's consent", async () => {
    fakeServer(() => 'offline');
    await queueSubmission(entry('a'));
    const ask = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    expect(await sendOrDiscardKept('patient-a')).toBe(false);
    expect(ask.mock.calls[0]![0]).toMatch(/^1 session is saved on this device but not yet in your journal/);
    expect(await sendOrDiscardKept('patient-a')).toBe(true);
  });
});
