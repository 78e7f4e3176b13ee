import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { OFFLINE_API_CACHE, OFFLINE_API_PATHS, OFFLINE_IMAGE_CACHE, SYNC_TAG } from './lib/offline-storage';

/** The worker's own scope, typed by what this file uses (the app's types are the page's, DOM). */
interface WaitableEvent extends Event {
  tag?: string;
  data?: unknown;
  waitUntil(promise: Promise<unknown>): void;
}
declare const self: {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { matchAll(options: { type: 'window' }): Promise<{ postMessage(message: unknown): void }[]> };
  addEventListener(type: 'message' | 'sync', listener: (event: WaitableEvent) => void): void;
};

// The app shell and the patient pages' code (the build leaves the back-office out: vite.config.ts).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install serves the page that installed it at once, so its answers are kept from the
// first visit. (An update waits instead: see the message listener below.)
clientsClaim();

// Every page opens from the cached shell, online or not; a coach's shared link always asks the server.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/files\//, /^\/shared\//] }),
);

// What a session needs, fresh when the network answers within a few seconds, else the last answer.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && OFFLINE_API_PATHS.includes(url.pathname),
  new NetworkFirst({
    cacheName: OFFLINE_API_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// Step images (stored files are never rewritten in place: a new upload gets a new name). Audio and
// video are left to the network: too large to keep, and their step falls back to its text.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/files/') && request.destination === 'image',
  new CacheFirst({
    cacheName: OFFLINE_IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600 }),
    ],
  }),
);

// A new version waits until the patient reloads for it (lib/app-update.ts), never mid-session.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null | undefined)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync: once the browser is online, the open pages are asked to send the sessions kept
// offline. The worker never holds a token (lib/offline-queue.ts): a page reads the current one
// when it sends; with no page open, the next visit sends them.
self.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((pages) => pages.forEach((page) => page.postMessage({ type: 'send-kept' }))),
  );
});
