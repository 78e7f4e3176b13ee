import type { OutcomeRow } from '@clearwell/shared';
import { formatNumber, formatRate } from './outcome-compare';

const COLUMNS: { label: string; value: (r: OutcomeRow) => string }[] = [
  { label: 'Sessions', value: (r) => String(r.sessions) },
  { label: 'Cleared', value: (r) => String(r.cleared) },
  { label: 'Cleared rate', value: (r) => formatRate(r.cleared_rate) },
  { label: 'Average rounds', value: (r) => formatNumber(r.avg_rounds) },
  { label: 'Intensity at the start', value: (r) => formatNumber(r.avg_intensity_first) },
  { label: 'Intensity at the end', value: (r) => formatNumber(r.avg_intensity_last) },
  { label: 'Check-ins answered', value: (r) => String(r.checkins_answered) },
  { label: 'Still clear at check-in', value: (r) => formatRate(r.still_clear_rate) },
];

/** One row per version with sessions in the range: a table, or a card per version on a phone. */
export function OutcomeTable({ rows }: { rows: OutcomeRow[] }) {
  return (
    <>
      <ul aria-label="Outcomes per version" className="flex flex-col gap-3 sm:hidden">
        {rows.map((r) => (
          <li key={r.version} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="mb-2 font-semibold">Version {r.version}</p>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {COLUMNS.map((c) => (
                <div key={c.label} className="contents">
                  <dt className="text-muted">{c.label}</dt>
                  <dd className="text-right">{c.value(r)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Outcomes per version</caption>
          <thead className="bg-slate-50 text-muted">
            <tr>
              <th scope="col" className="px-3 py-3 align-bottom">
                Version
              </th>
              {COLUMNS.map((c) => (
                <th key={c.label} scope="col" className="px-3 py-3 align-bottom">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.version} className="border-t border-slate-100">
                <th scope="row" className="whitespace-nowrap px-3 py-3 font-semibold">
                  Version {r.version}
                </th>
                {COLUMNS.map((c) => (
                  <td key={c.label} className="px-3 py-3">
                    {c.value(r)}
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
