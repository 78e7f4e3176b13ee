import { CRISIS_WINDOW_DAYS, changeSinceFirst, type CaseloadRow, type MeasureKey } from '@clearwell/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.js';
import { isoOf, isoOrNull } from '../../db/sql-helpers.js';
import type { ServiceDeps } from '../service-deps.js';

interface Row {
  id: string;
  first_name: string;
  since: string;
  sessions: boolean;
  measures: boolean;
  check_ins: boolean;
  crisis: boolean;
  last_key: MeasureKey | null;
  last_score: number | null;
  last_is_first: boolean | null;
  first_score: number | null;
  last_active_at: string | null;
  silent_days: number | null;
}

/**
 * One row per patient linked to the supporter, each flag read only from what that patient's scope
 * shares (docs/api.md, Supporters): every subquery is guarded by its scope column, so unshared data
 * is never read, let alone counted. Crisis: a shared session or measure of the last
 * CRISIS_WINDOW_DAYS days raised a safety concern (check-ins are not part of the rule). The last
 * shared measure and that measure's first score give its reliable change. Last activity: the
 * newest shared session, measure or answered check-in.
 */
const caseloadQuery = (supporterId: string) => sql`
  select u.id, u.first_name, ${isoOf(sql`l.created_at`)} as since,
    l.share_sessions as sessions, l.share_measures as measures, l.share_check_ins as check_ins,
    (l.share_sessions and exists (
        select 1 from problems p join safety_concerns s on s.problem_id = p.id
        where p.user_id = u.id and p.created_at > now() - make_interval(days => ${CRISIS_WINDOW_DAYS})))
      or (l.share_measures and exists (
        select 1 from measures m
        where m.user_id = u.id and m.concern and m.created_at > now() - make_interval(days => ${CRISIS_WINDOW_DAYS})))
      as crisis,
    lm.key as last_key, lm.score as last_score, fm.id = lm.id as last_is_first, fm.score as first_score,
    ${isoOrNull(sql`a.at`)} as last_active_at,
    floor(extract(epoch from now() - a.at) / 86400)::int as silent_days
  from support_links l
  join users u on u.id = l.user_id
  left join lateral (
    select id, key, score from measures
    where l.share_measures and user_id = u.id order by created_at desc, id desc limit 1) lm on true
  left join lateral (
    select id, score from measures
    where user_id = u.id and key = lm.key order by created_at, id limit 1) fm on true
  cross join lateral (select greatest(
    case when l.share_sessions then (select max(created_at) from problems where user_id = u.id) end,
    case when l.share_measures then (select max(created_at) from measures where user_id = u.id) end,
    case when l.share_check_ins then (select max(answered_at) from check_ins where user_id = u.id) end) as at) a
  where l.supporter_id = ${supporterId}::uuid and l.ended_at is null`;

const deteriorated = (r: Row) =>
  r.last_key !== null &&
  r.last_score !== null &&
  r.first_score !== null &&
  r.last_is_first === false &&
  changeSinceFirst(r.last_key, r.first_score, r.last_score).reliable === 'deteriorated';

/**
 * Who needs attention first: crisis, then reliable deterioration, then the longest silence (a
 * patient with nothing shared yet comes after every number of days), then the oldest link.
 */
export function byAttention(a: CaseloadRow, b: CaseloadRow): number {
  return (
    Number(b.flags.crisis) - Number(a.flags.crisis) ||
    Number(b.flags.deteriorated) - Number(a.flags.deteriorated) ||
    (b.flags.silent_days ?? -1) - (a.flags.silent_days ?? -1) ||
    a.since.localeCompare(b.since) ||
    a.id.localeCompare(b.id)
  );
}

/** The supporter's caseload, who needs attention first. */
export async function caseload({ db }: Pick<ServiceDeps, 'db'>, supporterId: string): Promise<CaseloadRow[]> {
  const rows = await queryRows<Row>(db, caseloadQuery(supporterId));
  return rows
    .map((r) => ({
      id: r.id,
      first_name: r.first_name,
      since: r.since,
      scope: { sessions: r.sessions, measures: r.measures, check_ins: r.check_ins },
      flags: { crisis: r.crisis, deteriorated: deteriorated(r), silent_days: r.silent_days },
      last_active_at: r.last_active_at,
    }))
    .sort(byAttention);
}
