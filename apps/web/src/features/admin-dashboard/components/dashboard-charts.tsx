import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useDurability } from '../api/get-durability';
import { useFeedbackSentiment } from '../api/get-feedback-sentiment';
import { useProblemTrends } from '../api/get-problem-trends';
import { useProblemTypes } from '../api/get-problem-types';
import { useUserActivity } from '../api/get-user-activity';
import type { StatsFilter } from '../api/stats-filter';
import { CHART_COLORS, CHART_TITLES, ChartCard, ChartGrid, monthLabel, SENTIMENT_COLORS } from './chart-card';

const sentimentLabel = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The five charts, each from its own statistics endpoint (real history, never estimates).
 * Loaded lazily by the page: Recharts is most of the dashboard's weight, and the totals and
 * the feedback table need none of it.
 */
export function DashboardCharts({ filter }: { filter: StatsFilter }) {
  const activity = useUserActivity(filter);
  const trends = useProblemTrends(filter);
  const types = useProblemTypes(filter);
  const sentiment = useFeedbackSentiment(filter);
  const durability = useDurability(filter);

  const byMonth = (activity.data ?? []).map((p) => ({
    month: monthLabel(p.month),
    'New users': p.new_users,
    'Active users': p.active_users,
    Problems: trends.data?.find((t) => t.month === p.month)?.problems ?? 0,
  }));
  const activityEmpty = byMonth.every((p) => p['New users'] + p['Active users'] + p.Problems === 0);
  const sentiments = (sentiment.data ?? [])
    .filter((s) => s.count > 0)
    .map((s) => ({ name: sentimentLabel(s.sentiment), value: s.count, key: s.sentiment }));
  const problems = (types.data ?? []).map((t) => ({ name: t.experience, value: t.count }));
  const afterSessions = (durability.data ?? []).map((r) => ({
    after: `${r.after} later`,
    Planned: r.planned,
    Answered: r.answered,
    'Still clear (≤ 2)': r.still_clear,
    'Average intensity': r.avg_intensity,
  }));

  return (
    <ChartGrid>
      <ChartCard
        title={CHART_TITLES[0]}
        loading={activity.isPending || trends.isPending}
        failed={activity.isError}
        empty={activityEmpty}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={byMonth} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Line type="monotone" dataKey="New users" stroke={CHART_COLORS[0]} strokeWidth={2} />
            <Line type="monotone" dataKey="Active users" stroke={CHART_COLORS[1]} strokeWidth={2} />
            <Line type="monotone" dataKey="Problems" stroke={CHART_COLORS[2]} strokeWidth={2} />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard title={CHART_TITLES[1]} loading={types.isPending} failed={types.isError} empty={problems.length === 0}>
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie data={problems} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="85%" paddingAngle={2}>
              {problems.map((p, i) => (
                <Cell key={p.name} fill={CHART_COLORS[i % CHART_COLORS.length]} />
              ))}
            </Pie>
            <Tooltip />
            <Legend />
          </PieChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title={CHART_TITLES[2]}
        loading={sentiment.isPending}
        failed={sentiment.isError}
        empty={sentiments.length === 0}
      >
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie data={sentiments} dataKey="value" nameKey="name" outerRadius="85%">
              {sentiments.map((s) => (
                <Cell key={s.key} fill={SENTIMENT_COLORS[s.key]} />
              ))}
            </Pie>
            <Tooltip />
            <Legend />
          </PieChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard title={CHART_TITLES[3]} loading={activity.isPending} failed={activity.isError} empty={activityEmpty}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={byMonth} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Bar dataKey="New users" fill={CHART_COLORS[0]} />
            <Bar dataKey="Active users" fill={CHART_COLORS[1]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title={CHART_TITLES[4]}
        loading={durability.isPending}
        failed={durability.isError}
        empty={afterSessions.every((r) => r.Planned === 0)}
      >
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={afterSessions} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="after" />
            <YAxis yAxisId="count" allowDecimals={false} />
            <YAxis yAxisId="intensity" orientation="right" domain={[0, 10]} />
            <Tooltip />
            <Legend />
            <Bar yAxisId="count" dataKey="Planned" fill={CHART_COLORS[0]} />
            <Bar yAxisId="count" dataKey="Answered" fill={CHART_COLORS[1]} />
            <Bar yAxisId="count" dataKey="Still clear (≤ 2)" fill={CHART_COLORS[2]} />
            <Line
              yAxisId="intensity"
              type="monotone"
              dataKey="Average intensity"
              stroke={CHART_COLORS[3]}
              strokeWidth={2}
              connectNulls
            />
          </ComposedChart>
        </ResponsiveContainer>
      </ChartCard>
    </ChartGrid>
  );
}
