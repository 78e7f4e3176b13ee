import type { SafetyConcernPoint } from '@clearwell/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.js';
import { monthKeys, monthsOf, type InstantRange } from '../../lib/date-range.js';
import type { ServiceDeps } from '../service-deps.js';

/**
 * Sessions that raised a concern, per month (6 months back by default): a count, nothing else.
 * A concern raised by a session or by an answer to one of its check-ins counts; each session
 * once a month, however many of them it raised that month. A PHQ-9 whose ninth item was
 * answered above 0 counts too, as one more.
 */
export async function concernsPerMonth(
  { db }: Pick<ServiceDeps, 'db'>,
  range: InstantRange,
): Promise<SafetyConcernPoint[]> {
  const months = monthsOf(range);
  const rows = await queryRows<{ month: string; n: string | number }>(
    db,
    sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(distinct raised_by) as n
    from (
      select problem_id as raised_by, created_at from safety_concerns
      union all
      select problem_id, created_at from check_in_concerns
      union all
      select id, created_at from measures where concern
    ) raised
    where created_at >= ${months.from.toISOString()}::timestamptz and created_at < ${months.to.toISOString()}::timestamptz
    group by 1`,
  );
  const by = new Map(rows.map((r) => [r.month, Number(r.n)]));
  return monthKeys(months.firstMonth, months.lastMonth).map((month) => ({
    month,
    sessions_with_concern: by.get(month) ?? 0,
  }));
}
