import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { get } from 'idb-keyval';
import { patientAuth, type StoredPatient } from './auth-storage';
import { sendOrDiscardKept } from './offline-data';
import { forgetKeptSessionsOfOthers, forgetOfflineData, QUEUE_DATABASE, QUEUE_STORE } from './offline-storage';
import { clearQueue } from '../../test/offline-queue';
import {
  discardQueued,
  onQueueChange,
  queuedFor,
  queueSubmission,
  sendQueued,
  type QueuedSession,
} from './offline-queue';
import { createStore } from 'idb-keyval';

beforeEach(() => signIn('patient-a', 'token-a-1'));
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  patientAuth.clear();
  await clearQueue();
});

const signIn = (id: string, token: string) => patientAuth.save({ user: { id } as StoredPatient, token });
/** What IndexedDB holds for an entry, as written. */
const raw = (clientId: string) => get<Record<string, unknown>>(clientId, createStore(QUEUE_DATABASE, QUEUE_STORE));

const entry = (client_id: string, owner = 'patient-a', saved_at = '2026-01-01T10:00:00.000Z'): QueuedSession => ({
  client_id,
  owner,
  responses: [{ session_step_id: 's1', response: 'Tight chest' }],
  experience: 'Physical pain',
  saved_at,
});

/** A server that stores each client_id once and answers a resend with the first answer. */
function fakeServer(answer: (n: number) => number | 'offline' = () => 201, message = 'Refused') {
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
      const concern = JSON.stringify(body).includes('kill myself');
      const answerBody =
        status === 201
          ? {
              success: true,
              data: { id: stored.get(body.client_id), created_at: 'now', safety: { concern, reasons: [] } },
            }
          : { success: false, error: status === 400 ? 'VALIDATION_ERROR' : 'ERROR', message };
      return new Response(JSON.stringify(answerBody), { status });
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

  it('never keeps a token: entries kept with one before lose it when read', async () => {
    await queueSubmission(entry('a'));
    expect(await raw('a')).not.toHaveProperty('token');
    await queueSubmission({ ...entry('old'), token: 'token-kept-before' } as QueuedSession);
    await queuedFor('patient-a');
    expect(JSON.stringify(await raw('old'))).not.toContain('token-kept-before');
  });

  it("sends only the signed-in patient's entries, with their current token, and removes those stored", async () => {
    const server = fakeServer();
    await queueSubmission(entry('a'));
    await queueSubmission(entry('c', 'patient-b'));
    expect(await sendQueued()).toEqual({ stored: 1, concerns: 0, kept: 0 });
    expect(server.sent).toEqual([
      {
        auth: 'Bearer token-a-1',
        body: expect.objectContaining({ client_id: 'a', responses: entry('a').responses }),
      },
    ]);
    expect(await queuedFor('patient-a')).toEqual([]);
    expect(await queuedFor('patient-b')).toHaveLength(1);
  });

  it('sends nothing without a sign-in', async () => {
    const server = fakeServer();
    patientAuth.clear();
    await queueSubmission(entry('a'));
    expect(await sendQueued()).toEqual({ stored: 0, concerns: 0, kept: 0 });
    expect(server.sent).toEqual([]);
    expect(await queuedFor('patient-a')).toHaveLength(1);
  });

  it('keeps an entry refused for a lost sign-in, and sends it with the new token once the patient signs in again', async () => {
    const server = fakeServer((n) => (n === 1 ? 401 : 201));
    await queueSubmission(entry('a'));
    expect(await sendQueued()).toMatchObject({ stored: 0, kept: 1 });
    signIn('patient-a', 'token-a-2');
    expect(await sendQueued()).toMatchObject({ stored: 1, kept: 0 });
    expect(server.sent.map((s) => s.auth)).toEqual(['Bearer token-a-1', 'Bearer token-a-2']);
    expect(server.stored.size).toBe(1);
  });

  it('says how many stored sessions the server judged a safety concern', async () => {
    fakeServer();
    await queueSubmission({ ...entry('a'), responses: [{ session_step_id: 's1', response: 'I want to kill myself' }] });
    await queueSubmission(entry('b', 'patient-a', '2026-01-02T10:00:00.000Z'));
    expect(await sendQueued()).toEqual({ stored: 2, concerns: 1, kept: 0 });
  });

  it('sends the language and content version its steps came from, none for an entry kept before', async () => {
    const server = fakeServer();
    const version = '0190a1b2-0000-7000-8000-000000000001';
    await queueSubmission({
      ...entry('es', 'patient-a', '2026-01-01T10:00:00.000Z'),
      lang: 'es',
      content_version_id: version,
    });
    await queueSubmission(entry('older', 'patient-a', '2026-01-01T11:00:00.000Z'));
    await sendQueued();
    const bodies = server.sent.map((s) => s.body as { client_id: string; lang?: string; content_version_id?: string });
    expect(bodies.find((b) => b.client_id === 'es')).toMatchObject({ lang: 'es', content_version_id: version });
    expect(bodies.find((b) => b.client_id === 'older')).not.toHaveProperty('lang');
    expect(bodies.find((b) => b.client_id === 'older')).not.toHaveProperty('content_version_id');
  });

  it('is stored once when sent twice at once', async () => {
    const server = fakeServer();
    await queueSubmission(entry('a'));
    await Promise.all([sendQueued(), sendQueued()]);
    expect(server.stored.size).toBe(1);
    expect(await queuedFor('patient-a')).toEqual([]);
  });

  it('keeps what could not be sent: no connection (and stops there), a limit, a server failure', async () => {
    await queueSubmission(entry('a', 'patient-a', '2026-01-01T10:00:00.000Z'));
    await queueSubmission(entry('b', 'patient-a', '2026-01-02T10:00:00.000Z'));
    const offline = fakeServer(() => 'offline');
    expect(await sendQueued()).toEqual({ stored: 0, concerns: 0, kept: 2 });
    expect(offline.sent).toHaveLength(1);
    fakeServer((n) => (n === 1 ? 429 : 503));
    expect(await sendQueued()).toMatchObject({ stored: 0, kept: 2 });
    expect((await queuedFor('patient-a')).every((e) => !e.refused)).toBe(true);
  });

  it("keeps an entry the server refuses as it stands, with the server's message, until the patient discards it", async () => {
    fakeServer(() => 400, 'Some answers name a session step that does not exist');
    await queueSubmission(entry('a'));
    expect(await sendQueued()).toMatchObject({ stored: 0, kept: 1 });
    const [kept] = await queuedFor('patient-a');
    expect(kept!.refused).toEqual({ status: 400, message: 'Some answers name a session step that does not exist' });
    await discardQueued('a');
    expect(await queuedFor('patient-a')).toEqual([]);
  });
});

describe('leaving the device', () => {
  it("a new sign-in deletes only another person's kept sessions", async () => {
    await queueSubmission(entry('a'));
    await queueSubmission(entry('c', 'patient-b'));
    await forgetKeptSessionsOfOthers('patient-a');
    expect(await queuedFor('patient-a')).toHaveLength(1);
    expect(await queuedFor('patient-b')).toEqual([]);
  });

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
