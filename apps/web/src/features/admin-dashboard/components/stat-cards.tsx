import type { DashboardSummary } from '@clearwell/shared';
import type { ReactNode } from 'react';
import { i18n, useLanguage, useMessages } from '../../../lib/i18n';

const messages = i18n('admin-dashboard/stats', {
  total_users: 'Total Users',
  active_users: 'Active Users',
  total_problems: 'Total Problems',
  total_feedbacks: 'Total Feedbacks',
});

interface StatCard {
  key: keyof DashboardSummary;
  icon: ReactNode;
  accentColor: string;
  backgroundColor: string;
  iconColor: string;
}

const svg = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);

export const STAT_CARDS: StatCard[] = [
  {
    key: 'total_users',
    icon: svg(
      'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75',
    ),
    accentColor: '#1d4ed8',
    backgroundColor: '#eff6ff',
    iconColor: '#2563eb',
  },
  {
    key: 'active_users',
    icon: svg('M22 12h-4l-3 9L9 3l-3 9H2'),
    accentColor: '#047857',
    backgroundColor: '#ecfdf5',
    iconColor: '#059669',
  },
  {
    key: 'total_problems',
    icon: svg(
      'M12 9v4M12 17h.01M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0z',
    ),
    accentColor: '#b45309',
    backgroundColor: '#fffbeb',
    iconColor: '#d97706',
  },
  {
    key: 'total_feedbacks',
    icon: svg('M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z'),
    accentColor: '#6d28d9',
    backgroundColor: '#f5f3ff',
    iconColor: '#7c3aed',
  },
];

/** The four totals; a dash while loading or when they could not be fetched. */
export function StatCards({ summary }: { summary: DashboardSummary | undefined }) {
  const t = useMessages(messages);
  const language = useLanguage();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {STAT_CARDS.map((card) => (
        <li
          key={card.key}
          className="flex items-center gap-4 rounded-xl border-l-4 bg-white p-5 shadow-sm"
          style={{ borderLeftColor: card.accentColor }}
        >
          <span
            className="flex h-12 w-12 items-center justify-center rounded-full"
            style={{ backgroundColor: card.backgroundColor, color: card.iconColor }}
          >
            {card.icon}
          </span>
          <div>
            <p className="text-sm text-muted">{t[card.key]}</p>
            <p className="text-2xl font-semibold" style={{ color: card.accentColor }} data-testid={`stat-${card.key}`}>
              {summary ? summary[card.key].toLocaleString(language) : '–'}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
