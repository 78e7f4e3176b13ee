import type { Language, MeasureKey, MeasureResult, ProblemCreated, SessionAnswer } from '@clearwell/shared';
import { createStore, del, get, set, values } from 'idb-keyval';
import { api, ApiError } from './api-client';
import { patientAuth } from './auth-storage';
import { QUEUE_DATABASE, QUEUE_STORE } from './offline-storage';
import { submitProblem } from './submit-problem';

/**
 * Finished sessions (and answered questionnaires) on their way to the journal, kept in IndexedDB until the server has them. A
 * session is written here before it is first sent, so closing the app or losing the connection
 * midway loses nothing; each entry keeps the `client_id` it was made with, so the server stores
 * it once however often it arrives (docs/api.md, Sessions (problems)). Entries belong to one patient (`owner`) and
 * are sent with that patient's token as it is when they are sent, read from the sign-in: no
 * token is ever kept here. Logout sends or discards everything (lib/offline-data.ts).
 */
interface KeptEntry {
  client_id: string;
  /** The patient it belongs to; another patient's entries are never shown or sent with their token. */
  owner: string;
  saved_at: string;
  /** The server refused it as it stands (a 4xx other than a lost sign-in or a limit): shown with its message until discarded. */
  refused?: { status: number; message: string };
}

/** A finished guided session (entries kept before measures existed have no `kind`). */
export interface QueuedSession extends KeptEntry {
  kind?: 'session';
  responses: SessionAnswer[];
  experience: string | null;
  /** The language the steps were shown in, so the journal keeps their titles as seen (absent in entries kept before it was). */
  lang?: Language;
  /** The content version the steps came from, so the session is credited to the version it ran on. */
  content_version_id?: string;
}

/** A questionnaire answered (PHQ-9, GAD-7), kept and sent as a session is. */
export interface QueuedMeasure extends KeptEntry {
  kind: 'measure';
  key: MeasureKey;
  answers: number[];
}

export type QueuedSubmission = QueuedSession | QueuedMeasure;

let opened: ReturnType<typeof createStore> | undefined;
const store = () => (opened ??= createStore(QUEUE_DATABASE, QUEUE_STORE));
const listeners = new Set<() => void>();

/** Tells this page's readers the queue changed. */
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

/** Entries kept before tokens stopped being kept here lose theirs the first time they are read. */
async function readAll(): Promise<QueuedSubmission[]> {
  const all = await values<QueuedSubmission & { token?: unknown }>(store());
  return Promise.all(
    all.map(async (entry) => {
      if (!('token' in entry)) return entry;
      const { token: _dropped, ...rest } = entry;
      await set(rest.client_id, rest, store());
      return rest;
    }),
  );
}

/** The entries kept for this patient, oldest first. */
export async function queuedFor(owner: string | null | undefined): Promise<QueuedSubmission[]> {
  if (!owner) return [];
  return (await readAll()).filter((e) => e.owner === owner).sort((a, b) => a.saved_at.localeCompare(b.saved_at));
}

/** The patient chose to let one go (a refused entry), or it was never meant to be kept. */
export async function discardQueued(clientId: string): Promise<void> {
  await del(clientId, store());
  queueChanged();
}

/** What became of one attempt to send an entry. */
export type SendOutcome =
  | { kind: 'stored'; created: ProblemCreated | MeasureResult }
  /** Refused as it stands: the server's status, code and message. */
  | { kind: 'refused'; status: number; code?: string; message: string }
  /** No connection, a lost sign-in, a limit or a server failure: kept, to be sent again later. */
  | { kind: 'later'; status?: number };

/** A refusal that sending again, as it is, by the same patient, will not change. */
const refusedForGood = (status: number) => status >= 400 && status < 500 && ![401, 408, 429].includes(status);

/**
 * The entry as its route takes it: a session to /api/problem, a questionnaire to
 * /api/measures/:key. Also how a submission the device could not keep is sent, once.
 */
export function postSubmission(entry: QueuedSession): Promise<ProblemCreated>;
export function postSubmission(entry: QueuedMeasure): Promise<MeasureResult>;
export function postSubmission(entry: QueuedSubmission): Promise<ProblemCreated | MeasureResult>;
export async function postSubmission(entry: QueuedSubmission): Promise<ProblemCreated | MeasureResult> {
  if (entry.kind === 'measure') {
    const body = { answers: entry.answers, client_id: entry.client_id };
    return (await api<MeasureResult>(`/api/measures/${entry.key}`, { method: 'POST', body })).data;
  }
  const { responses, client_id, lang, content_version_id } = entry;
  return submitProblem({ responses, client_id, lang, content_version_id });
}

/**
 * Sends one entry with the signed-in patient's current token (only its owner's: another
 * patient's token never carries it). Stored: removed. Refused for good: kept, marked with the
 * server's message for the journal to show. Anything else: kept as it was.
 */
export async function sendQueuedEntry(entry: QueuedSubmission): Promise<SendOutcome> {
  if (patientAuth.getUser()?.id !== entry.owner || !patientAuth.getToken()) return { kind: 'later' };
  let outcome: SendOutcome;
  try {
    outcome = { kind: 'stored', created: await postSubmission(entry) };
  } catch (err) {
    if (!(err instanceof ApiError)) return { kind: 'later' };
    outcome = refusedForGood(err.status)
      ? { kind: 'refused', status: err.status, code: err.code, message: err.message }
      : { kind: 'later', status: err.status };
  }
  // Only an entry still kept is touched: one discarded meanwhile stays discarded.
  if (!(await get(entry.client_id, store()))) return outcome;
  if (outcome.kind === 'stored') await del(entry.client_id, store());
  if (outcome.kind === 'refused')
    await set(entry.client_id, { ...entry, refused: { status: outcome.status, message: outcome.message } }, store());
  if (outcome.kind !== 'later') queueChanged();
  return outcome;
}

/**
 * Sends the signed-in patient's entries, oldest first, with their current token; stops at the
 * first that cannot reach the server or whose sign-in is gone. Says how many were stored, how
 * many of those the server judged a safety concern (docs/api.md, Safety), and how many are still kept.
 */
export async function sendQueued(): Promise<{ stored: number; concerns: number; kept: number }> {
  const entries = await queuedFor(patientAuth.getUser()?.id);
  let stored = 0;
  let concerns = 0;
  for (const entry of entries) {
    const outcome = await sendQueuedEntry(entry);
    if (outcome.kind === 'later') break;
    if (outcome.kind === 'stored') {
      stored += 1;
      if (outcome.created.safety?.concern) concerns += 1;
    }
  }
  return { stored, concerns, kept: entries.length - stored };
}
