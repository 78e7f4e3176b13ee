import type { OutcomeRow } from '@clearwell/shared';
import { i18n, params, useLanguage, useMessages, type Language } from '../../../lib/i18n';
import { formatCount, formatNumber, formatRate, measureMessages } from './outcome-compare';

export const versionMessages = i18n('admin-content/outcome-table', {
  perVersion: 'Outcomes per version',
  version: 'Version',
  versionNumber: params('Version {number}'),
});

type Column = {
  label: Exclude<keyof ReturnType<typeof measureMessages.get>, 'points' | 'rounds'>;
  value: (r: OutcomeRow, language: Language) => string;
};
const COLUMNS: Column[] = [
  { label: 'sessions', value: (r, l) => formatCount(r.sessions, l) },
  { label: 'cleared', value: (r, l) => formatCount(r.cleared, l) },
  { label: 'clearedRate', value: (r, l) => formatRate(r.cleared_rate, l) },
  { label: 'averageRounds', value: (r, l) => formatNumber(r.avg_rounds, l) },
  { label: 'intensityStart', value: (r, l) => formatNumber(r.avg_intensity_first, l) },
  { label: 'intensityEnd', value: (r, l) => formatNumber(r.avg_intensity_last, l) },
  { label: 'checkinsAnswered', value: (r, l) => formatCount(r.checkins_answered, l) },
  { label: 'stillClear', value: (r, l) => formatRate(r.still_clear_rate, l) },
];

/** One row per version with sessions in the range: a table, or a card per version on a phone. */
export function OutcomeTable({ rows }: { rows: OutcomeRow[] }) {
  const t = useMessages(versionMessages);
  const labels = useMessages(measureMessages);
  const language = useLanguage();
  return (
    <>
      <ul aria-label={t.perVersion} className="flex flex-col gap-3 sm:hidden">
        {rows.map((r) => (
          <li key={r.version} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="mb-2 font-semibold">{t.versionNumber({ number: r.version })}</p>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {COLUMNS.map((c) => (
                <div key={c.label} className="contents">
                  <dt className="text-muted">{labels[c.label]}</dt>
                  <dd className="text-right">{c.value(r, language)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t.perVersion}</caption>
          <thead className="bg-slate-50 text-muted">
            <tr>
              <th scope="col" className="px-3 py-3 align-bottom">
                {t.version}
              </th>
              {COLUMNS.map((c) => (
                <th key={c.label} scope="col" className="px-3 py-3 align-bottom">
                  {labels[c.label]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.version} className="border-t border-slate-100">
                <th scope="row" className="whitespace-nowrap px-3 py-3 font-semibold">
                  {t.versionNumber({ number: r.version })}
                </th>
                {COLUMNS.map((c) => (
                  <td key={c.label} className="px-3 py-3">
                    {c.value(r, language)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
