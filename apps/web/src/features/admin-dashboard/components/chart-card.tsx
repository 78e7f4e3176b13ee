import type { ReactNode } from 'react';

/** A titled panel for one chart, with its loading, error and empty states. */
export function ChartCard(props: {
  title: string;
  loading: boolean;
  failed: boolean;
  empty: boolean;
  children: ReactNode;
}) {
  let body = props.children;
  if (props.loading) body = <p className="text-muted">Loading…</p>;
  else if (props.failed) body = <p className="text-danger">Could not load this chart.</p>;
  else if (props.empty) body = <p className="text-muted">No data for this period yet.</p>;
  return (
    <section aria-label={props.title} className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold">{props.title}</h2>
      <div className="flex h-72 items-center justify-center">{body}</div>
    </section>
  );
}

export const CHART_TITLES = [
  'User Activity Trends',
  'Problems Overview',
  'Feedbacks Overview',
  'User Comparison',
  'Durability: Check-ins After Sessions',
] as const;

export function ChartGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 lg:grid-cols-2">{children}</div>;
}

/** The four panels, loading, in the same places and sizes while the chart code arrives. */
export function ChartsLoading() {
  return (
    <ChartGrid>
      {CHART_TITLES.map((title) => (
        <ChartCard key={title} title={title} loading failed={false} empty={false}>
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

/** `2025-03` as `Mar 2025`. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(year!, m! - 1, 1).toLocaleDateString('en-US', { month: 'short', year: 'numeric' });
}
