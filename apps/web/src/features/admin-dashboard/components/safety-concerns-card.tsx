import { i18n, useLanguage, useMessages, type Language } from '../../../lib/i18n';
import { useSafetyConcerns } from '../api/get-safety-concerns';
import type { StatsFilter } from '../api/stats-filter';

const messages = i18n('admin-dashboard/safety', {
  title: 'Sessions with a safety concern',
  intro:
    'Sessions where the crisis lines were offered (crisis words, or ending at 9 or 10 and no better). Counts only, never who or what.',
  loading: 'Loading…',
  failed: 'Failed to load the safety counts',
  month: 'Month',
  sessions: 'Sessions',
});

const monthLabel = (month: string, language: Language) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * Sessions in which the crisis lines were offered, per month. Counts only: who, and what they
 * wrote, are never shown (nor kept for this).
 */
export function SafetyConcernsCard({ filter }: { filter: StatsFilter }) {
  const concerns = useSafetyConcerns(filter);
  const t = useMessages(messages);
  const language = useLanguage();
  return (
    <section aria-labelledby="safety-concerns-heading" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id="safety-concerns-heading" className="text-lg font-semibold">
        {t.title}
      </h2>
      <p className="mb-3 text-sm text-muted">{t.intro}</p>
      {concerns.isPending ? (
        <p className="text-muted">{t.loading}</p>
      ) : concerns.isError ? (
        <p role="alert" className="text-danger">
          {t.failed}
        </p>
      ) : (
        <table className="w-full max-w-md text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase text-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t.month}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t.sessions}
              </th>
            </tr>
          </thead>
          <tbody>
            {concerns.data.map((row) => (
              <tr key={row.month} className="border-t border-slate-100">
                <td className="px-3 py-2">{monthLabel(row.month, language)}</td>
                <td className="px-3 py-2 text-right font-semibold" data-testid={`safety-${row.month}`}>
                  {row.sessions_with_concern.toLocaleString(language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
