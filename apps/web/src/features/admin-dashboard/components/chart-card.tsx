import type { ReactNode } from 'react';
import { i18n, useMessages, type Language } from '../../../lib/i18n';

export const chartMessages = i18n('admin-dashboard/charts', {
  loading: 'Loading…',
  failed: 'Could not load this chart.',
  empty: 'No data for this period yet.',
  activityTitle: 'User Activity Trends',
  problemsTitle: 'Problems Overview',
  feedbacksTitle: 'Feedbacks Overview',
  comparisonTitle: 'User Comparison',
  durabilityTitle: 'Durability: Check-ins After Sessions',
});

/** A titled panel for one chart, with its loading, error and empty states. */
export function ChartCard(props: {
  title: string;
  loading: boolean;
  failed: boolean;
  empty: boolean;
  children: ReactNode;
}) {
  const t = useMessages(chartMessages);
  let body = props.children;
  if (props.loading) body = <p className="text-muted">{t.loading}</p>;
  else if (props.failed) body = <p className="text-danger">{t.failed}</p>;
  else if (props.empty) body = <p className="text-muted">{t.empty}</p>;
  return (
    <section aria-label={props.title} className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold">{props.title}</h2>
      <div className="flex h-72 items-center justify-center">{body}</div>
    </section>
  );
}

export const CHART_TITLES = [
  'activityTitle',
  'problemsTitle',
  'feedbacksTitle',
  'comparisonTitle',
  'durabilityTitle',
] as const;

export function ChartGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 lg:grid-cols-2">{children}</div>;
}

/** The four panels, loading, in the same places and sizes while the chart code arrives. */
export function ChartsLoading() {
  const t = useMessages(chartMessages);
  return (
    <ChartGrid>
      {CHART_TITLES.map((title) => (
        <ChartCard key={title} title={t[title]} loading failed={false} empty={false}>
          {null}
        </ChartCard>
      ))}
    </ChartGrid>
  );
}

export const CHART_COLORS = ['#2563eb', '#059669', '#d97706', '#7c3aed', '#db2777', '#0891b2', '#65a30d', '#dc2626'];
export const SENTIMENT_COLORS: Record<string, string> = {
  positive: '#059669',
  neutral: '#64748b',
  negative: '#dc2626',
};

/** `2025-03` as `Mar 2025` in English, `März 2025` in German. */
export function monthLabel(month: string, language: Language = 'en'): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(year!, m! - 1, 1).toLocaleDateString(language, { month: 'short', year: 'numeric' });
}
