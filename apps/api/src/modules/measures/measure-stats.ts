import { MEASURE_RULES, SMALLEST_GROUP, type MeasureKey, type MeasureStats } from '@clearwell/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.js';
import type { InstantRange } from '../../lib/date-range.js';
import type { ServiceDeps } from '../service-deps.js';

interface VersionRow {
  version: number | null;
  patients: number;
  two_or_more: number;
  at_caseness: number;
  improved: number;
  deteriorated: number;
  recovered: number;
  cases_two_or_more: number;
}

const COUNTS = [
  'patients',
  'two_or_more',
  'at_caseness',
  'improved',
  'deteriorated',
  'recovered',
  'cases_two_or_more',
] as const;

/** A count that would describe one to nine people is not shown. */
export const shown = (count: number): number | null => (count > 0 && count < SMALLEST_GROUP ? null : count);

/** `part / whole`, unless either would describe fewer than ten people, or there is no whole. */
export function shownRate(part: number, whole: number): number | null {
  if (whole === 0 || shown(whole) === null || shown(part) === null) return null;
  return Math.round((part / whole) * 1000) / 1000;
}

/**
 * The outcomes of a measure in a range, by the criteria clinicians use: for each patient their
 * first and last score in the range; at caseness by the first; reliable improvement,
 * deterioration and recovery from first to last (patients with two or more scores). Grouped by
 * the content version live at each patient's first score, so a change to the session can be
 * judged by a measure the field accepts. Counted in the database: one row per version.
 */
export async function measureStats(
  { db }: Pick<ServiceDeps, 'db'>,
  key: MeasureKey,
  range: InstantRange,
): Promise<MeasureStats> {
  const { caseness, reliableChange: rc } = MEASURE_RULES[key];
  const rows = await queryRows<VersionRow>(
    db,
    sql`
    with ends as (
      select user_id, count(*) as n,
             (array_agg(score order by created_at, id))[1] as first_score,
             (array_agg(score order by created_at desc, id desc))[1] as last_score,
             (array_agg(content_version_id order by created_at, id))[1] as first_version
      from measures
      where key = ${key}
        and (${range.from?.toISOString() ?? null}::timestamptz is null or created_at >= ${range.from?.toISOString() ?? null}::timestamptz)
        and (${range.to?.toISOString() ?? null}::timestamptz is null or created_at < ${range.to?.toISOString() ?? null}::timestamptz)
      group by user_id
    )
    select v.number as version,
           count(*)::int as patients,
           (count(*) filter (where n >= 2))::int as two_or_more,
           (count(*) filter (where first_score >= ${caseness}::int))::int as at_caseness,
           (count(*) filter (where n >= 2 and first_score - last_score >= ${rc}::int))::int as improved,
           (count(*) filter (where n >= 2 and last_score - first_score >= ${rc}::int))::int as deteriorated,
           (count(*) filter (where n >= 2 and first_score >= ${caseness}::int and last_score < ${caseness}::int))::int as recovered,
           (count(*) filter (where n >= 2 and first_score >= ${caseness}::int))::int as cases_two_or_more
    from ends left join content_versions v on v.id = ends.first_version
    group by v.number
    order by v.number`,
  );
  const total = Object.fromEntries(COUNTS.map((c) => [c, rows.reduce((sum, r) => sum + Number(r[c]), 0)])) as Record<
    (typeof COUNTS)[number],
    number
  >;
  return {
    key,
    patients: shown(total.patients),
    with_two_or_more: shown(total.two_or_more),
    at_caseness: shown(total.at_caseness),
    reliable_improvement: shown(total.improved),
    reliable_deterioration: shown(total.deteriorated),
    recovered: shown(total.recovered),
    by_version: rows
      .filter((r) => r.version !== null)
      .map((r) => ({
        version: Number(r.version),
        patients: shown(Number(r.patients)),
        reliable_improvement_rate: shownRate(Number(r.improved), Number(r.two_or_more)),
        recovery_rate: shownRate(Number(r.recovered), Number(r.cases_two_or_more)),
      })),
  };
}
