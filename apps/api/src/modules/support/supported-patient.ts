import type { Readable } from 'node:stream';
import {
  CheckInSchema,
  MeasureHistoryItemSchema,
  SupportedPatientSchema,
  type CheckIn,
  type SupportedPatient,
} from '@clearwell/shared';
import { z } from 'zod';
import { supportViews } from '../../db/schema.js';
import { recentCheckIns } from '../check-ins/check-ins.service.js';
import { readNewestSessions } from '../journal/journal.service.js';
import { measureHistory } from '../measures/measures.service.js';
import type { ServiceDeps } from '../service-deps.js';
import { linkOfSupporter, scopeOf } from './support-links.js';

/** What one read of a patient's page holds at most (docs/api.md, Supporters). */
export const DETAIL_LIMITS = { sessions: 100, measures: 200, checkIns: 100 } as const;

const HeadSchema = SupportedPatientSchema.omit({ sessions: true });
const CheckInsSchema = z.array(CheckInSchema);
const MeasuresSchema = z.array(MeasureHistoryItemSchema);

/**
 * A check-in as a supporter sees it. Without the sessions shared, nothing of the session it follows
 * comes with it (its first text answer, experience and ratings): only the check-in itself.
 */
const checkInForScope = (checkIn: CheckIn, sessionsShared: boolean): CheckIn =>
  sessionsShared
    ? checkIn
    : { ...checkIn, experience: null, summary: null, intensity_first: null, intensity_last: null };

/**
 * The patient's page as their supporter may see it: the first name, since when, the scope, and
 * only the keys the scope allows: the newest sessions as journal session objects (their check-ins
 * only when check-ins are shared), the measure history, the latest check-ins that fell due. Each
 * read is recorded as a view. With sessions, the answer is JSON written as the journal is read (a
 * string, or a stream when long); without, the object itself.
 */
export async function readSupportedPatient(
  deps: Pick<ServiceDeps, 'db'>,
  supporterId: string,
  patientId: string,
): Promise<{ json: string | Readable } | { data: SupportedPatient }> {
  const link = await linkOfSupporter(deps.db, supporterId, patientId);
  await deps.db.insert(supportViews).values({ linkId: link.id });
  const scope = scopeOf(link);
  const head: Omit<SupportedPatient, 'sessions'> = {
    id: link.userId,
    first_name: link.firstName,
    since: link.createdAt.toISOString(),
    scope,
  };
  if (scope.measures)
    head.measures = MeasuresSchema.parse(await measureHistory(deps, link.userId, DETAIL_LIMITS.measures));
  if (scope.check_ins) {
    const checkIns = await recentCheckIns(deps, link.userId, DETAIL_LIMITS.checkIns);
    head.check_ins = CheckInsSchema.parse(checkIns.map((c) => checkInForScope(c, scope.sessions)));
  }
  if (!scope.sessions) return { data: head };
  const before = `{"success":true,"data":${JSON.stringify(HeadSchema.parse(head)).slice(0, -1)},"sessions":`;
  const json = await readNewestSessions(deps, link.userId, {
    max: DETAIL_LIMITS.sessions,
    checkIns: scope.check_ins,
    before,
    after: '}}',
  });
  return { json };
}
