import type { Language, SessionAnswer } from '@clearwell/shared';
import { patientAuth } from '../../../lib/auth-storage';
import { queueSubmission } from '../../../lib/offline-queue';
import { SYNC_TAG } from '../../../lib/offline-storage';

/**
 * Keeps a finished session that could not be sent on this device, to be sent with the same
 * `client_id` when the connection is back (lib/service-worker.ts, and Background Sync where the
 * browser has it). False when it cannot be kept (no sign-in, or storage refused). Loaded only
 * when needed, so the session page's first download stays small (the worker precaches it).
 */
export async function keepOnDevice(
  clientId: string,
  responses: SessionAnswer[],
  experience: string | null,
  lang: Language,
): Promise<boolean> {
  const owner = patientAuth.getUser()?.id;
  const token = patientAuth.getToken();
  if (!owner || !token || typeof indexedDB === 'undefined') return false;
  try {
    await queueSubmission({
      client_id: clientId,
      owner,
      token,
      responses,
      experience,
      lang,
      saved_at: new Date().toISOString(),
    });
  } catch {
    return false;
  }
  void requestBackgroundSend();
  return true;
}

/** Asks the browser to send the queue in the background once online, where it has Background Sync (src/sw.ts answers). */
async function requestBackgroundSend(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (
    registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
  )?.sync;
  await sync?.register(SYNC_TAG).catch(() => undefined);
}
