import { STEP_KEYS, STEP_TITLES, type OutcomeRow } from '@clearwell/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.js';
import { whereRange, type InstantRange } from '../../db/sql-helpers.js';
import type { ServiceDeps } from '../service-deps.js';

type Numeric = string | number | null;

const round2 = (v: Numeric) => (v === null ? null : Math.round(Number(v) * 100) / 100);

/** A JSON list's length; null for anything else (a version's steps are stored as they were). */
const lengthOf = (list: ReturnType<typeof sql>) =>
  sql`case when jsonb_typeof(${list}) = 'array' then jsonb_array_length(${list}) end`;

/**
 * One row per content version with sessions stored in the range (and of the app type), from the
 * sessions themselves: a session's rounds are its answers to the `sensation_state` step (by the
 * key each answer keeps, whatever the title said), it is cleared when the last of them is the
 * first Sensation State choice of the version it ran on (docs/api.md, Rule-bearing choices), whatever that version
 * labelled it, in English or in a translation patients were shown (decision 023), and
 * durability counts its answered check-ins (still clear: 2 or less). Sessions stored before
 * versions were kept have no version and are not counted.
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
    ), firsts as (
      select v.id as version_id, c.label
      from content_versions v
      cross join lateral jsonb_array_elements(v.steps) s
      cross join lateral (
        select s->'options'->'radio_options'->>0 as label
        union all
        select t.value->'radio_options'->>0
        from jsonb_each(case when jsonb_typeof(s->'translations') = 'object' then s->'translations' else '{}' end) t
        where ${lengthOf(sql`t.value->'radio_options'`)} = ${lengthOf(sql`s->'options'->'radio_options'`)}
      ) c
      where v.id in (select content_version_id from p)
        and coalesce(s->>'key', case when s->>'title' = ${STEP_TITLES.sensationState} then ${STEP_KEYS.sensationState} end)
            = ${STEP_KEYS.sensationState}
        and c.label is not null
    ), checks as (
      select c.problem_id, count(c.answered_at) as answered,
             count(*) filter (where c.answered_at is not null and c.intensity <= 2) as still_clear
      from check_ins c join p on p.id = c.problem_id
      group by c.problem_id
    )
    select v.number as version, count(*) as sessions,
           count(*) filter (where exists (
             select 1 from firsts f where f.version_id = p.content_version_id and f.label = s.last_state
           )) as cleared,
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
