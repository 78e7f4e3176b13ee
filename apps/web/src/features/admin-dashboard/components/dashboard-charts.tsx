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
import { i18n, params, useLanguage, useMessages } from '../../../lib/i18n';
import { CHART_COLORS, chartMessages, ChartCard, ChartGrid, monthLabel, SENTIMENT_COLORS } from './chart-card';

const messages = i18n('admin-dashboard/series', {
  newUsers: 'New users',
  activeUsers: 'Active users',
  problems: 'Problems',
  planned: 'Planned',
  answered: 'Answered',
  stillClear: 'Still clear (≤ 2)',
  averageIntensity: 'Average intensity',
  later: params('{after} later'),
  positive: 'Positive',
  neutral: 'Neutral',
  negative: 'Negative',
});

type SeriesTexts = ReturnType<typeof messages.get>;
const isSentiment = (s: string): s is 'positive' | 'neutral' | 'negative' =>
  s === 'positive' || s === 'neutral' || s === 'negative';
const sentimentLabel = (s: string, t: SeriesTexts) => (isSentiment(s) ? t[s] : s.charAt(0).toUpperCase() + s.slice(1));

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
  const t = useMessages(messages);
  const titles = useMessages(chartMessages);
  const language = useLanguage();

  // Series are keyed by field; each is named in the language in use (legend and tooltip).
  const byMonth = (activity.data ?? []).map((p) => ({
    month: monthLabel(p.month, language),
    newUsers: p.new_users,
    activeUsers: p.active_users,
    problems: trends.data?.find((x) => x.month === p.month)?.problems ?? 0,
  }));
  const activityEmpty = byMonth.every((p) => p.newUsers + p.activeUsers + p.problems === 0);
  const sentiments = (sentiment.data ?? [])
    .filter((s) => s.count > 0)
    .map((s) => ({ name: sentimentLabel(s.sentiment, t), value: s.count, key: s.sentiment }));
  const problems = (types.data ?? []).map((x) => ({ name: x.experience, value: x.count }));
  const afterSessions = (durability.data ?? []).map((r) => ({
    after: t.later({ after: r.after }),
    planned: r.planned,
    answered: r.answered,
    stillClear: r.still_clear,
    averageIntensity: r.avg_intensity,
  }));
  const count = (value: unknown) => (typeof value === 'number' ? value.toLocaleString(language) : String(value));
  const intensity = (value: unknown) =>
    typeof value === 'number' ? value.toLocaleString(language, { maximumFractionDigits: 1 }) : String(value);

  return (
    <ChartGrid>
      <ChartCard
        title={titles.activityTitle}
        loading={activity.isPending || trends.isPending}
        failed={activity.isError}
        empty={activityEmpty}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={byMonth} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" />
            <YAxis allowDecimals={false} tickFormatter={count} />
            <Tooltip formatter={count} />
            <Legend />
            <Line type="monotone" dataKey="newUsers" name={t.newUsers} stroke={CHART_COLORS[0]} strokeWidth={2} />
            <Line type="monotone" dataKey="activeUsers" name={t.activeUsers} stroke={CHART_COLORS[1]} strokeWidth={2} />
            <Line type="monotone" dataKey="problems" name={t.problems} stroke={CHART_COLORS[2]} strokeWidth={2} />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title={titles.problemsTitle}
        loading={types.isPending}
        failed={types.isError}
        empty={problems.length === 0}
      >
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie data={problems} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="85%" paddingAngle={2}>
              {problems.map((p, i) => (
                <Cell key={p.name} fill={CHART_COLORS[i % CHART_COLORS.length]} />
              ))}
            </Pie>
            <Tooltip formatter={count} />
            <Legend />
          </PieChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title={titles.feedbacksTitle}
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
            <Tooltip formatter={count} />
            <Legend />
          </PieChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title={titles.comparisonTitle}
        loading={activity.isPending}
        failed={activity.isError}
        empty={activityEmpty}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={byMonth} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" />
            <YAxis allowDecimals={false} tickFormatter={count} />
            <Tooltip formatter={count} />
            <Legend />
            <Bar dataKey="newUsers" name={t.newUsers} fill={CHART_COLORS[0]} />
            <Bar dataKey="activeUsers" name={t.activeUsers} fill={CHART_COLORS[1]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title={titles.durabilityTitle}
        loading={durability.isPending}
        failed={durability.isError}
        empty={afterSessions.every((r) => r.planned === 0)}
      >
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={afterSessions} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="after" />
            <YAxis yAxisId="count" allowDecimals={false} tickFormatter={count} />
            <YAxis yAxisId="intensity" orientation="right" domain={[0, 10]} tickFormatter={intensity} />
            <Tooltip formatter={intensity} />
            <Legend />
            <Bar yAxisId="count" dataKey="planned" name={t.planned} fill={CHART_COLORS[0]} />
            <Bar yAxisId="count" dataKey="answered" name={t.answered} fill={CHART_COLORS[1]} />
            <Bar yAxisId="count" dataKey="stillClear" name={t.stillClear} fill={CHART_COLORS[2]} />
            <Line
              yAxisId="intensity"
              type="monotone"
              dataKey="averageIntensity"
              name={t.averageIntensity}
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
