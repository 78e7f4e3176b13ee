/**
 * Where the device keeps things for offline use, and forgetting them. The service worker's
 * runtime caches (src/sw.ts) hold what a session needs from the server and step images; the
 * IndexedDB store holds finished sessions waiting to be sent (lib/offline-queue.ts), each marked
 * with the patient it belongs to. A logout or a deleted account deletes all of it; a lost or
 * expired sign-in deletes the cached answers but keeps the sessions, to be sent when the same
 * patient signs in again, and a sign-in deletes only other people's. The precached app code
 * stays, it is nobody's. Plain browser calls, no library: lib/device-user.ts, in every page's
 * first download, calls these.
 */
export const OFFLINE_API_CACHE = 'clearwell-api';
export const OFFLINE_IMAGE_CACHE = 'clearwell-step-images';
export const QUEUE_DATABASE = 'clearwell-offline';
export const QUEUE_STORE = 'submissions';

/** Asked for as soon as the worker serves the page, so a session runs offline: the steps (first), its choices, the agreement, the app's name and who is signed in. */
export const OFFLINE_WARM_PATHS = [
  '/api/session-steps',
  '/api/experiences',
  '/api/agreement',
  '/api/app-info',
  '/api/auth/profile',
];

/** Of those, the ones asked for in the language in use (`?lang=`): the worker keeps one answer per language. */
export const OFFLINE_TRANSLATED_PATHS = ['/api/session-steps', '/api/experiences'];

/** GET answers kept for offline use: a session's steps and choices, the app's name, the agreement, and who is signed in. */
export const OFFLINE_API_PATHS = [
  '/api/session-steps',
  '/api/experiences',
  '/api/app-info',
  '/api/agreement',
  '/api/auth/profile',
  '/api/journal',
];

/** Background Sync's tag for sending the kept sessions, shared by the page that asks and the worker that answers. */
export const SYNC_TAG = 'clearwell-submissions';

/**
 * Deletes the kept sessions of everyone but `owner` (all of them without one). An open connection
 * elsewhere would hold back deleting the database, so its store is emptied instead.
 */
function deleteKeptSessions(owner?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(QUEUE_DATABASE);
    open.onupgradeneeded = () => open.result.createObjectStore(QUEUE_STORE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const done = () => {
        db.close();
        resolve();
      };
      if (!db.objectStoreNames.contains(QUEUE_STORE)) return done();
      const tx = db.transaction(QUEUE_STORE, 'readwrite');
      const kept = tx.objectStore(QUEUE_STORE);
      if (owner === undefined) kept.clear();
      else
        kept.openCursor().onsuccess = (event) => {
          const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
          if (!cursor) return;
          if ((cursor.value as { owner?: unknown } | undefined)?.owner !== owner) cursor.delete();
          cursor.continue();
        };
      tx.oncomplete = done;
      tx.onerror = () => reject(tx.error);
    };
  });
}

/** Deletes the worker's copies of server answers and images: they are one patient's. */
export async function forgetOfflineCaches(): Promise<void> {
  if (typeof caches !== 'undefined')
    await Promise.all([OFFLINE_API_CACHE, OFFLINE_IMAGE_CACHE].map((name) => caches.delete(name)));
}

/**
 * A new sign-in on this device: the sessions another person kept here are deleted unsent (they
 * are theirs, and only their own sign-in may send them); this patient's stay, to be sent now.
 */
export async function forgetKeptSessionsOfOthers(owner: string): Promise<void> {
  if (typeof indexedDB !== 'undefined') await deleteKeptSessions(owner);
}

/** Deletes the sessions kept on this device and the worker's copies of server answers and images. */
export async function forgetOfflineData(): Promise<void> {
  if (typeof indexedDB !== 'undefined') await deleteKeptSessions();
  await forgetOfflineCaches();
}
