import type { Language, SessionAnswer } from '@clearwell/shared';
import { clear, createStore, del, set, values } from 'idb-keyval';
import { QUEUE_DATABASE, QUEUE_STORE } from './offline-storage';

/**
 * Finished sessions that could not reach the server, kept in IndexedDB until they do. The page
 * and the service worker (Background Sync) both read this store and both may send an entry:
 * each carries the `client_id` it was made with, so the server stores it once however often it
 * arrives (contract 6.4). It also keeps the token it was made under, so the service worker can
 * send it with no page open; logout sends or discards everything here (lib/offline-data.ts, lib/offline-storage.ts).
 */
export interface QueuedSubmission {
  client_id: string;
  /** The patient it belongs to; another patient's entries are never shown or sent with their token. */
  owner: string;
  token: string;
  responses: SessionAnswer[];
  experience: string | null;
  saved_at: string;
  /** The language the steps were shown in, so the journal keeps their titles as seen (absent in entries kept before it was). */
  lang?: Language;
}

let opened: ReturnType<typeof createStore> | undefined;
const store = () => (opened ??= createStore(QUEUE_DATABASE, QUEUE_STORE));
const listeners = new Set<() => void>();

/** Tells this page's readers the queue changed (the worker says so by message, see service-worker.ts). */
export function queueChanged(): void {
  listeners.forEach((listener) => listener());
}

export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function queueSubmission(entry: QueuedSubmission): Promise<void> {
  await set(entry.client_id, entry, store());
  queueChanged();
}

/** The entries kept for this patient, oldest first. */
export async function queuedFor(owner: string | null | undefined): Promise<QueuedSubmission[]> {
  if (!owner) return [];
  const all = await values<QueuedSubmission>(store());
  return all.filter((e) => e.owner === owner).sort((a, b) => a.saved_at.localeCompare(b.saved_at));
}

export async function clearQueue(): Promise<void> {
  await clear(store());
  queueChanged();
}

/** A server answer that will be the same however often the entry is sent again. */
const settled = (status: number) => status < 500 && status !== 401 && status !== 408 && status !== 429;

/**
 * Sends every entry (only `owner`'s when given), oldest first; each the server answered for good
 * is removed: stored (201, also when it had arrived before) or refused as it stands (a 4xx other
 * than a lost sign-in or a limit). Stops at the first that cannot reach the server. Says how
 * many were stored and how many are still kept.
 */
export async function sendQueued(owner?: string): Promise<{ stored: number; kept: number }> {
  const all = await values<QueuedSubmission>(store());
  const entries = all.filter((e) => !owner || e.owner === owner).sort((a, b) => a.saved_at.localeCompare(b.saved_at));
  let stored = 0;
  let removed = 0;
  for (const entry of entries) {
    let status: number;
    try {
      const res = await fetch('/api/problem', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${entry.token}`,
        },
        body: JSON.stringify({ responses: entry.responses, client_id: entry.client_id, lang: entry.lang }),
      });
      status = res.status;
    } catch {
      break;
    }
    if (status === 201) stored += 1;
    if (!settled(status)) continue;
    await del(entry.client_id, store());
    removed += 1;
  }
  if (entries.length) queueChanged();
  return { stored, kept: entries.length - removed };
}
