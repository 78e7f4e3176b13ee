import { ApiError } from '../../../lib/api-client';
import {
  discardQueued,
  postSubmission,
  queueSubmission,
  sendQueuedEntry,
  type QueuedSession,
  type SendOutcome,
} from '../../../lib/offline-queue';
import { SYNC_TAG } from '../../../lib/offline-storage';

/** A patient is told at most this long after Finish what became of the session (docs/api.md, Sessions (problems): within 5 s). */
export const KEPT_NOTICE_MS = 4_000;

/** What the session screen makes of a finished session. */
export type Finished =
  | { kind: 'stored'; concern: boolean }
  /** Kept on the device, to be sent by itself when the connection is back. */
  | { kind: 'kept' }
  /** The server answered without storing it; nothing kept, the patient is still on the session. */
  | { kind: 'refused'; code?: string; message: string };

/**
 * Finishes a session: it is written to the device first (lib/offline-queue.ts), so closing the
 * app or losing the connection from here on loses nothing, then sent. `onKept` runs once it is on
 * the device (the unfinished session it came from can then be forgotten). When the server has not
 * answered within KEPT_NOTICE_MS the session counts as kept and `onLate` hears the answer if one
 * comes. A refusal takes it off the device again: the patient is still on the session and can
 * change it or try again. Loaded only at the end of a session (the worker precaches it).
 */
export async function finishSession(
  entry: QueuedSession,
  { onKept, onLate }: { onKept: () => void; onLate: (outcome: SendOutcome) => void },
): Promise<Finished | null> {
  try {
    await queueSubmission(entry);
  } catch {
    return sendWithoutKeeping(entry);
  }
  onKept();
  const sending = sendQueuedEntry(entry);
  const timer = new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), KEPT_NOTICE_MS));
  const first = await Promise.race([sending, timer]);
  if (first === 'slow') {
    void sending.then(onLate);
    void requestBackgroundSend();
    return { kind: 'kept' };
  }
  if (first.kind === 'stored') return { kind: 'stored', concern: Boolean(first.created.safety?.concern) };
  if (first.kind === 'refused') {
    await discardQueued(entry.client_id);
    return { kind: 'refused', code: first.code, message: first.message };
  }
  // The server answered but could not store it (a failure, a limit): the patient, still here, is told and may try again.
  if (first.status !== undefined && first.status !== 401) {
    await discardQueued(entry.client_id);
    return { kind: 'refused', message: '' };
  }
  // No connection, or a sign-in to renew (the login page follows): it waits on the device.
  void requestBackgroundSend();
  return { kind: 'kept' };
}

/** Where the device keeps nothing (storage refused): sent once, and the patient told if it did not arrive. */
async function sendWithoutKeeping(entry: QueuedSession): Promise<Finished | null> {
  try {
    const data = await postSubmission(entry);
    return { kind: 'stored', concern: Boolean(data.safety?.concern) };
  } catch (err) {
    return err instanceof ApiError ? { kind: 'refused', code: err.code, message: err.message } : null;
  }
}

/** Asks the browser to wake the app's pages to send the queue once online, where it has Background Sync (src/sw.ts). */
async function requestBackgroundSend(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (
    registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
  )?.sync;
  await sync?.register(SYNC_TAG).catch(() => undefined);
}
