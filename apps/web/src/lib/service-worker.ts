import type { QueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { updateWaiting } from './app-update';
import { patientAuth } from './auth-storage';
import { language } from './i18n/language';
import { forgetKeptSessionsOfOthers, OFFLINE_TRANSLATED_PATHS, OFFLINE_WARM_PATHS } from './offline-storage';
import { showLaterConcern } from './later-concern';
import { sendQueued } from './offline-queue';
import { queryKeys } from './query-keys';

/** The page's query client, given at start (this module stays out of the page's first download). */
let queries: QueryClient | undefined;
const journalChanged = () => queries?.invalidateQueries({ queryKey: queryKeys.journal });

/**
 * Sends the sessions kept on this device for the signed-in patient, with their current token,
 * refreshes the journal when any reached it, and shows the crisis lines when the server judged
 * one a concern. Another person's kept sessions are deleted first, never sent. Called on each
 * visit, on each sign-in, when the connection comes back, and when the worker's Background Sync
 * asks.
 */
export async function sendKeptSessions(): Promise<void> {
  const owner = patientAuth.getUser()?.id;
  if (!patientAuth.getToken() || !owner) return;
  // A sign-in deletes the sessions another person kept here (lib/device-user.ts), but a page
  // left at that moment aborts the deletion; each visit finishes it, online or not.
  await forgetKeptSessionsOfOthers(owner);
  if (!navigator.onLine) return;
  const { stored, concerns } = await sendQueued();
  if (concerns > 0) showLaterConcern();
  if (stored > 0) await journalChanged();
}

/** A new sign-in (the same patient back after their sign-in expired, say): their kept sessions go now. */
function sendOnSignIn(): void {
  let token = patientAuth.getToken();
  patientAuth.subscribe(() => {
    const now = patientAuth.getToken();
    if (now && now !== token) void sendKeptSessions();
    token = now;
  });
}

/**
 * Asks, through the worker, for what a guided session needs, so a patient who opened any page
 * once can run a session offline; the step images are loaded as images, which the worker keeps.
 * The steps and choices are asked for in the language in use, by the same URL the session page
 * asks (`?lang=`), which is what the worker keeps them under.
 */
async function keepSessionForOffline(): Promise<void> {
  if (!patientAuth.getToken() || !navigator.onLine) return;
  const lang = language.get();
  const [steps] = await Promise.all(
    OFFLINE_WARM_PATHS.map((path) =>
      api<unknown>(path, { query: OFFLINE_TRANSLATED_PATHS.includes(path) ? { lang } : undefined }).then(
        (answer) => answer.data,
      ),
    ),
  );
  const list = Array.isArray(steps) ? steps : [];
  for (const step of list as { media?: { image?: { file: string }[] } }[]) {
    for (const image of step.media?.image ?? []) new Image().src = image.file;
  }
}

/** Offers a waiting worker (a new version) through lib/app-update: activated, then the page reloads. */
function watchForUpdates(registration: ServiceWorkerRegistration) {
  const offer = (worker: ServiceWorker) =>
    updateWaiting(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  // Only an update waits: the first install takes control of no page until the next visit.
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
    });
  });
}

/**
 * Installs the service worker (the app shell, patient pages and their data offline: src/sw.ts),
 * and starts sending kept sessions. Loaded after the page, so none of this is in its first download.
 */
export async function startServiceWorker(queryClient: QueryClient): Promise<void> {
  queries = queryClient;
  window.addEventListener('online', () => void sendKeptSessions());
  sendOnSignIn();
  // The worker holds no token, so its Background Sync asks the open pages to send.
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'send-kept') void sendKeptSessions();
  });
  try {
    watchForUpdates(await navigator.serviceWorker.register('/sw.js', { scope: '/' }));
  } catch (err) {
    console.warn('The app will not work offline: its service worker did not install', err);
    return;
  }
  await sendKeptSessions();
  // Once the worker serves this page (at once on later visits, on its first install when it activates).
  if (!navigator.serviceWorker.controller)
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  await keepSessionForOffline().catch(() => undefined);
  // A patient who switches language may next run the session offline: keep it in that language too.
  language.listen(() => void keepSessionForOffline().catch(() => undefined));
}
