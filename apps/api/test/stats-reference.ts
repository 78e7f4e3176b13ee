import type {
  DashboardSummary,
  ProblemTrendPoint,
  ProblemTypeCount,
  SentimentCount,
  UserActivityPoint,
} from '@clearwell/shared';
import { SENTIMENTS } from '@clearwell/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { queryRows } from '../src/db/query-rows.js';
import { whereRange } from '../src/db/sql-helpers.js';
import { monthKeys, monthsOf, type InstantRange } from '../src/lib/date-range.js';

/*
 * The statistics computed straight from the raw tables, as the service did before it read the
 * rollups. Too slow to serve (seconds on a million problems) but obviously right: the rollup
 * tests compare the service with these on varied data.
 */

const monthOf = (alias: string) => sql.raw(`to_char(${alias}.created_at at time zone 'UTC', 'YYYY-MM')`);

function activeUserRows(range: InstantRange, appType?: string): SQL {
  return sql`
    select s.user_id, ${monthOf('s')} as month from auth_sessions s
      join users u on u.id = s.user_id
      where s.user_id is not null and ${whereRange('s', range, 'u.app_type', appType)}
    union
    select p.user_id, ${monthOf('p')} as month from problems p
      join users u on u.id = p.user_id
      where ${whereRange('p', range, 'u.app_type', appType)}`;
}

export async function dashboardSummary(db: Db, range: InstantRange, appType?: string): Promise<DashboardSummary> {
  const [row] = await queryRows<Record<keyof DashboardSummary, string | number>>(
    db,
    sql`
    select
      (select count(*) from users u where ${whereRange('u', range, 'u.app_type', appType)}) as total_users,
      (select count(distinct a.user_id) from (${activeUserRows(range, appType)}) a) as active_users,
      (select count(*) from feedback f where ${whereRange('f', range, 'f.app_type', appType)}) as total_feedbacks,
      (select count(*) from problems p where ${whereRange('p', range, 'p.app_type', appType)}) as total_problems`,
  );
  return {
    total_users: Number(row!.total_users),
    active_users: Number(row!.active_users),
    total_feedbacks: Number(row!.total_feedbacks),
    total_problems: Number(row!.total_problems),
  };
}

export async function userActivity(db: Db, range: InstantRange, appType?: string): Promise<UserActivityPoint[]> {
  const months = monthsOf(range);
  const bounded = { from: months.from, to: months.to };
  const created = await queryRows<{ month: string; n: string | number }>(
    db,
    sql`
    select ${monthOf('u')} as month, count(*) as n from users u
    where ${whereRange('u', bounded, 'u.app_type', appType)} group by 1`,
  );
  const active = await queryRows<{ month: string; n: string | number }>(
    db,
    sql`
    select a.month, count(distinct a.user_id) as n from (${activeUserRows(bounded, appType)}) a group by 1`,
  );
  const createdBy = new Map(created.map((r) => [r.month, Number(r.n)]));
  const activeBy = new Map(active.map((r) => [r.month, Number(r.n)]));
  return monthKeys(months.firstMonth, months.lastMonth).map((month) => ({
    month,
    new_users: createdBy.get(month) ?? 0,
    active_users: activeBy.get(month) ?? 0,
  }));
}

export async function problemTypes(db: Db, range: InstantRange, appType?: string): Promise<ProblemTypeCount[]> {
  const rows = await queryRows<{ experience: string; count: string | number }>(
    db,
    sql`
    select coalesce(e.title, p.experience_title, 'Unspecified') as experience, count(*) as count
    from problems p left join experiences e on e.id = p.experience_id
    where ${whereRange('p', range, 'p.app_type', appType)}
    group by 1 order by count(*) desc, 1`,
  );
  return rows.map((r) => ({ experience: r.experience, count: Number(r.count) }));
}

export async function feedbackSentiment(db: Db, range: InstantRange, appType?: string): Promise<SentimentCount[]> {
  const rows = await queryRows<{ sentiment: string; count: string | number }>(
    db,
    sql`
    select f.sentiment, count(*) as count from feedback f
    where ${whereRange('f', range, 'f.app_type', appType)} group by 1`,
  );
  const by = new Map(rows.map((r) => [r.sentiment, Number(r.count)]));
  return SENTIMENTS.map((sentiment) => ({ sentiment, count: by.get(sentiment) ?? 0 }));
}

const round2 = (v: string | number | null) => (v === null ? null : Math.round(Number(v) * 100) / 100);

export async function problemTrends(db: Db, range: InstantRange, appType?: string): Promise<ProblemTrendPoint[]> {
  const months = monthsOf(range);
  const rows = await queryRows<{ month: string; problems: string | number; first: string | null; last: string | null }>(
    db,
    sql`
    select ${monthOf('p')} as month, count(*) as problems,
      avg(p.intensity_first) as first, avg(p.intensity_last) as last
    from problems p
    where ${whereRange('p', { from: months.from, to: months.to }, 'p.app_type', appType)}
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
