import { lazy, Suspense, useState } from 'react';
import { isRangeValid, toYmd, type DateRange } from '../../../components/admin/dates';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import type { StatsFilter } from '../api/stats-filter';
import { ChartsLoading } from '../components/chart-card';
import { DashboardFilter } from '../components/dashboard-filter';
import { RecentFeedbackTable } from '../components/recent-feedback-table';
import { SafetyConcernsCard } from '../components/safety-concerns-card';
import { StatCards } from '../components/stat-cards';
import { i18n, useMessages } from '../../../lib/i18n';

const messages = i18n('admin-dashboard/page', { failed: 'Failed to fetch dashboard data' });

const DashboardCharts = lazy(() =>
  import('../components/dashboard-charts').then((m) => ({ default: m.DashboardCharts })),
);

/**
 * Totals, charts and recent feedback. The page opens on all time (no dates); changing either
 * date or the app type refetches every figure, and Clear narrows both dates to today. While the
 * typed dates are not valid the filter says so and the last valid figures stay: nothing is sent.
 */
export function AdminDashboardPage() {
  const [range, setRange] = useState<DateRange>({ start: null, end: null });
  const [applied, setApplied] = useState<DateRange>(range);
  const [appType, setAppType] = useState('');
  const changeRange = (next: DateRange) => {
    setRange(next);
    if (isRangeValid(next)) setApplied(next);
  };
  const filter: StatsFilter = {
    from: applied.start ? toYmd(applied.start) : undefined,
    to: applied.end ? toYmd(applied.end) : undefined,
    appType: appType || undefined,
  };
  const summary = useDashboardSummary(filter);
  const t = useMessages(messages);

  return (
    <div className="flex flex-col gap-6">
      <DashboardFilter range={range} onRangeChange={changeRange} appType={appType} onAppTypeChange={setAppType} />
      {summary.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-danger">
          {t.failed}
        </p>
      ) : null}
      <StatCards summary={summary.isError ? undefined : summary.data} />
      <Suspense fallback={<ChartsLoading />}>
        <DashboardCharts filter={filter} />
      </Suspense>
      <SafetyConcernsCard filter={filter} />
      <RecentFeedbackTable />
    </div>
  );
}
