import type {
  DashboardSummary,
  ProblemTrendPoint,
  ProblemTypeCount,
  SentimentCount,
  UserActivityPoint,
} from '@clearwell/shared';
import { SENTIMENTS } from '@clearwell/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.js';
import { monthKeys, monthsOf, type InstantRange } from '../../lib/date-range.js';
import { dayBounds, monthOfDay, whereDays } from './rollup-days.js';
import type { ServiceDeps } from '../service-deps.js';

/*
 * Every figure is read from the stats_* rollups (src/db/stats-schema.ts), which triggers keep
 * exact in the transaction of each write: a few hundred rows per request, never the raw tables.
 * The rollups count UTC days and every range here is whole UTC days, so no edge is partial.
 */

/**
 * Distinct patients active (signed in or submitted a problem) in a window of days that starts
 * at `start`, a day or, for a monthly window, the SQL of one: of the gap cells within the
 * window, those whose gap began before its start, i.e. each patient's first active day in it.
 * An open start counts each patient's first active day ever.
 */
const firstDayInWindow = (start?: SQL) =>
  start ? sql`(g.prev_day = '-infinity' or g.prev_day < ${start})` : sql`g.prev_day = '-infinity'`;

export async function dashboardSummary(
  { db }: Pick<ServiceDeps, 'db'>,
  range: InstantRange,
  appType?: string,
): Promise<DashboardSummary> {
  const days = dayBounds(range);
  const [row] = await queryRows<Record<keyof DashboardSummary, string | number>>(
    db,
    sql`
    select
      (select coalesce(sum(s.users), 0) from stats_signup_days s where ${whereDays('s', days, appType)}) as total_users,
      (select coalesce(sum(g.users), 0) from stats_active_gaps g
        where ${whereDays('g', days, appType)} and ${firstDayInWindow(days.from ? sql`${days.from}::date` : undefined)}) as active_users,
      (select coalesce(sum(f.feedback), 0) from stats_feedback_days f where ${whereDays('f', days, appType)}) as total_feedbacks,
      (select coalesce(sum(p.problems), 0) from stats_problem_days p where ${whereDays('p', days, appType)}) as total_problems`,
  );
  return {
    total_users: Number(row!.total_users),
    active_users: Number(row!.active_users),
    total_feedbacks: Number(row!.total_feedbacks),
    total_problems: Number(row!.total_problems),
  };
}

export async function userActivity(
  { db }: Pick<ServiceDeps, 'db'>,
  range: InstantRange,
  appType?: string,
): Promise<UserActivityPoint[]> {
  const months = monthsOf(range);
  const days = dayBounds({ from: months.from, to: months.to });
  // Each month is its own window, starting at the later of its first day and the range's.
  const monthStart = sql`greatest(date_trunc('month', g.day::timestamp)::date, ${days.from}::date)`;
  const rows = await queryRows<{ kind: 'new' | 'active'; month: string; n: string | number }>(
    db,
    sql`
    select 'new' as kind, ${monthOfDay('s')} as month, sum(s.users) as n
      from stats_signup_days s where ${whereDays('s', days, appType)} group by 2
    union all
    select 'active', ${monthOfDay('g')}, sum(g.users)
      from stats_active_gaps g where ${whereDays('g', days, appType)} and ${firstDayInWindow(monthStart)} group by 2`,
  );
  const count = (kind: string, month: string) => Number(rows.find((r) => r.kind === kind && r.month === month)?.n ?? 0);
  return monthKeys(months.firstMonth, months.lastMonth).map((month) => ({
    month,
    new_users: count('new', month),
    active_users: count('active', month),
  }));
}

/** Labelled by the experience's current title, else the title the problem was sent with. */
export async function problemTypes(
  { db }: Pick<ServiceDeps, 'db'>,
  range: InstantRange,
  appType?: string,
): Promise<ProblemTypeCount[]> {
  const rows = await queryRows<{ experience: string; count: string | number }>(
    db,
    sql`
    select coalesce(e.title, p.experience_title) as experience, sum(p.problems) as count
    from stats_problem_days p left join experiences e on e.id = p.experience_id
    where ${whereDays('p', dayBounds(range), appType)}
    group by 1 having sum(p.problems) > 0 order by 2 desc, 1`,
  );
  return rows.map((r) => ({ experience: r.experience, count: Number(r.count) }));
}

/** Always the three sentiments, in a fixed order, so charts keep their colours. */
export async function feedbackSentiment(
  { db }: Pick<ServiceDeps, 'db'>,
  range: InstantRange,
  appType?: string,
): Promise<SentimentCount[]> {
  const rows = await queryRows<{ sentiment: string; count: string | number }>(
    db,
    sql`
    select f.sentiment, sum(f.feedback) as count from stats_feedback_days f
    where ${whereDays('f', dayBounds(range), appType)} group by 1`,
  );
  const by = new Map(rows.map((r) => [r.sentiment, Number(r.count)]));
  return SENTIMENTS.map((sentiment) => ({ sentiment, count: by.get(sentiment) ?? 0 }));
}

const round2 = (v: string | number | null) => (v === null ? null : Math.round(Number(v) * 100) / 100);

/** Averages divide the same sums by the same counts as avg() over the problems would. */
export async function problemTrends(
  { db }: Pick<ServiceDeps, 'db'>,
  range: InstantRange,
  appType?: string,
): Promise<ProblemTrendPoint[]> {
  const months = monthsOf(range);
  const rows = await queryRows<{ month: string; problems: string | number; first: string | null; last: string | null }>(
    db,
    sql`
    select ${monthOfDay('p')} as month, sum(p.problems) as problems,
      sum(p.first_sum) / nullif(sum(p.first_count), 0) as first,
      sum(p.last_sum) / nullif(sum(p.last_count), 0) as last
    from stats_problem_days p
    where ${whereDays('p', dayBounds({ from: months.from, to: months.to }), appType)}
    group by 1`,
  );
  const by = new Map(rows.map((r) => [r.month, r]));
  return monthKeys(months.firstMonth, months.lastMonth).map((month) => {
    const r = by.get(month);
    return {
      month,
      problems: r ? Number(r.problems) : 0,
      avg_intensity_first: r ? round2(r.first) : null,
      avg_intensity_last: r ? round2(r.last) : null,
    };
  });
}
