/**
 * Where the device keeps things for offline use, and forgetting them. The service worker's
 * runtime caches (src/sw.ts) hold what a session needs from the server and step images; the
 * IndexedDB store holds finished sessions waiting to be sent (lib/offline-queue.ts). All of it is
 * one patient's, so the end of their time on the device deletes it; the precached app code
 * stays, it is nobody's. Plain browser calls, no library: lib/device-user.ts, in every page's
 * first download, calls forgetOfflineData.
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

/** Empties the store of kept sessions (an open connection elsewhere would hold back deleting the database). */
function clearKeptSessions(): Promise<void> {
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
      tx.objectStore(QUEUE_STORE).clear();
      tx.oncomplete = done;
      tx.onerror = () => reject(tx.error);
    };
  });
}

/** Deletes the sessions kept on this device and the worker's copies of server answers and images. */
export async function forgetOfflineData(): Promise<void> {
  if (typeof indexedDB !== 'undefined') await clearKeptSessions();
  if (typeof caches !== 'undefined')
    await Promise.all([OFFLINE_API_CACHE, OFFLINE_IMAGE_CACHE].map((name) => caches.delete(name)));
}
