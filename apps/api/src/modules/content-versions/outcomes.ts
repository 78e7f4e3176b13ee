import { RULE_CHOICES, STEP_KEYS, type OutcomeRow } from '@clearwell/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.js';
import type { InstantRange } from '../admin-dashboard/date-range.js';
import { whereRange } from '../admin-dashboard/sql-helpers.js';
import type { ServiceDeps } from '../service-deps.js';

type Numeric = string | number | null;

const round2 = (v: Numeric) => (v === null ? null : Math.round(Number(v) * 100) / 100);

/** "It's gone" in every language: a patient answers Sensation State in theirs (sensationChoiceOf's list). */
const GONE = Object.values(RULE_CHOICES.sensation).map((choices) => choices.gone);

/**
 * One row per content version with sessions stored in the range (and of the app type), from the
 * sessions themselves: a session's rounds are its answers to the `sensation_state` step (by the
 * key each answer keeps, whatever the title said), it is cleared when the last of them is "It's
 * gone" in any language, and durability counts its answered check-ins (still clear: 2 or less).
 * Sessions stored before versions were kept have no version and are not counted.
 */
export async function outcomesByVersion(
  { db }: Pick<ServiceDeps, 'db'>,
  range: InstantRange,
  appType?: string,
): Promise<OutcomeRow[]> {
  const rows = await queryRows<{
    version: number;
    sessions: Numeric;
    cleared: Numeric;
    avg_rounds: Numeric;
    avg_intensity_first: Numeric;
    avg_intensity_last: Numeric;
    checkins_answered: Numeric;
    still_clear: Numeric;
  }>(
    db,
    sql`
    with p as (
      select p.id, p.content_version_id, p.intensity_first, p.intensity_last
      from problems p
      where p.content_version_id is not null and ${whereRange('p', range, 'p.app_type', appType)}
    ), states as (
      select r.problem_id, count(*) as rounds,
             (array_agg(case when jsonb_typeof(r.response) = 'array' then r.response->>0 else r.response#>>'{}' end
                        order by r.position desc))[1] as last_state
      from problem_responses r join p on p.id = r.problem_id
      where r.step_key = ${STEP_KEYS.sensationState}
      group by r.problem_id
    ), checks as (
      select c.problem_id, count(c.answered_at) as answered,
             count(*) filter (where c.answered_at is not null and c.intensity <= 2) as still_clear
      from check_ins c join p on p.id = c.problem_id
      group by c.problem_id
    )
    select v.number as version, count(*) as sessions,
           count(*) filter (where s.last_state in (${sql.join(
             GONE.map((label) => sql`${label}`),
             sql`, `,
           )})) as cleared,
           avg(coalesce(s.rounds, 0)) as avg_rounds,
           avg(p.intensity_first) as avg_intensity_first, avg(p.intensity_last) as avg_intensity_last,
           coalesce(sum(ch.answered), 0) as checkins_answered, coalesce(sum(ch.still_clear), 0) as still_clear
    from p
    join content_versions v on v.id = p.content_version_id
    left join states s on s.problem_id = p.id
    left join checks ch on ch.problem_id = p.id
    group by v.number
    order by v.number`,
  );
  return rows.map((r) => {
    const sessions = Number(r.sessions);
    const cleared = Number(r.cleared);
    const answered = Number(r.checkins_answered);
    const stillClear = Number(r.still_clear);
    return {
      version: Number(r.version),
      sessions,
      cleared,
      cleared_rate: sessions ? Math.round((cleared / sessions) * 10_000) / 10_000 : 0,
      avg_rounds: round2(r.avg_rounds),
      avg_intensity_first: round2(r.avg_intensity_first),
      avg_intensity_last: round2(r.avg_intensity_last),
      checkins_answered: answered,
      still_clear: stillClear,
      still_clear_rate: answered ? Math.round((stillClear / answered) * 10_000) / 10_000 : null,
    };
  });
}
