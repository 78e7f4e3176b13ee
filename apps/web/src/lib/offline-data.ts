import { count, i18n } from './i18n';
import { queuedFor, sendQueued } from './offline-queue';

const messages = i18n('lib/offline-data', {
  kept: count({
    one:
      '{count} session is saved on this device but not yet in your journal, because there is no connection. ' +
      'Logging out now deletes them from this device. Log out anyway?',
    other:
      '{count} sessions are saved on this device but not yet in your journal, because there is no connection. ' +
      'Logging out now deletes them from this device. Log out anyway?',
  }),
});

/**
 * Before a logout, which deletes everything kept here: the patient's kept sessions are sent
 * first; any that cannot be (no connection) are deleted only if the patient agrees. False when
 * they would rather stay signed in and keep them.
 */
export async function sendOrDiscardKept(owner: string | undefined): Promise<boolean> {
  if (!owner || typeof indexedDB === 'undefined') return true;
  if (navigator.onLine) await sendQueued();
  const kept = (await queuedFor(owner)).length;
  if (kept === 0) return true;
  return window.confirm(messages.get().kept(kept));
}
