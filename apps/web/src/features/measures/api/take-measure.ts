import type { MeasureKey, MeasureResult } from '@clearwell/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { patientAuth } from '../../../lib/auth-storage';
import { queryKeys } from '../../../lib/query-keys';
import {
  discardQueued,
  postSubmission,
  queueSubmission,
  sendQueuedEntry,
  type QueuedMeasure,
} from '../../../lib/offline-queue';

export interface MeasureToSend {
  key: MeasureKey;
  answers: number[];
  /** Made once per questionnaire filled in, so a resend after a lost answer is stored once. */
  client_id: string;
}

/** What became of answered questions. */
export type MeasureOutcome =
  | { kind: 'stored'; result: MeasureResult }
  /** No connection: kept on the device, sent by itself when it is back (as a session is). */
  | { kind: 'kept' }
  /** The server answered without storing it; nothing kept. */
  | { kind: 'refused'; code?: string };

/**
 * Answers are written to the device first (lib/offline-queue.ts), then sent: losing the
 * connection from here on loses nothing. A refusal or a server failure takes them off the device
 * again, since the patient is still on the page to be told.
 */
export async function takeMeasure(measure: MeasureToSend): Promise<MeasureOutcome> {
  const entry: QueuedMeasure = {
    kind: 'measure',
    ...measure,
    owner: patientAuth.getUser()?.id ?? '',
    saved_at: new Date().toISOString(),
  };
  try {
    await queueSubmission(entry);
  } catch {
    return sendWithoutKeeping(entry);
  }
  const outcome = await sendQueuedEntry(entry);
  if (outcome.kind === 'stored') return { kind: 'stored', result: outcome.created as MeasureResult };
  if (outcome.kind === 'later' && (outcome.status === undefined || outcome.status === 401)) return { kind: 'kept' };
  await discardQueued(entry.client_id);
  return { kind: 'refused', code: outcome.kind === 'refused' ? outcome.code : undefined };
}

/** Where the device keeps nothing (storage refused): sent once, and the patient told if it did not arrive. */
async function sendWithoutKeeping(entry: QueuedMeasure): Promise<MeasureOutcome> {
  try {
    return { kind: 'stored', result: await postSubmission(entry) };
  } catch (err) {
    return { kind: 'refused', code: err instanceof ApiError ? err.code : undefined };
  }
}

/** Answering a questionnaire: afterwards the list (what is due) and the history (the journal's chart) are read again. */
export function useTakeMeasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeMeasure,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.measures, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.measureHistory }),
      ]);
    },
  });
}
