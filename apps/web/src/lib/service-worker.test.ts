import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearQueue } from '../../test/offline-queue';
import { patientAuth, type StoredPatient } from './auth-storage';
import { queuedFor, queueSubmission, type QueuedSession } from './offline-queue';
import { sendKeptSessions } from './service-worker';

const signIn = (id: string) => patientAuth.save({ user: { id } as StoredPatient, token: `token-${id}` });
const kept = (client_id: string, owner: string): QueuedSession => ({
  client_id,
  owner,
  responses: [{ session_step_id: 's1', response: 'Tight chest' }],
  experience: 'Physical pain',
  saved_at: '2026-01-01T10:00:00.000Z',
});

afterEach(async () => {
  vi.unstubAllGlobals();
  patientAuth.clear();
  await clearQueue();
});

describe('a visit with a patient signed in', () => {
  it("deletes, unsent, another person's kept sessions that the sign-in left behind, even offline", async () => {
    await queueSubmission(kept('from-a', 'patient-a'));
    await queueSubmission(kept('from-b', 'patient-b'));
    // B's sign-in was stored, but the page was left before its deletion of A's sessions finished.
    signIn('patient-b');
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);

    await sendKeptSessions();

    expect(await queuedFor('patient-a')).toEqual([]);
    expect((await queuedFor('patient-b')).map((e) => e.client_id)).toEqual(['from-b']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('touches nothing kept when no one is signed in: the same patient may sign in again to send them', async () => {
    await queueSubmission(kept('from-a', 'patient-a'));
    await sendKeptSessions();
    expect((await queuedFor('patient-a')).map((e) => e.client_id)).toEqual(['from-a']);
  });
});
