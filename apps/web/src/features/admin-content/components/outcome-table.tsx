import type { OutcomeRow } from '@clearwell/shared';
import { formatNumber, formatRate } from './outcome-compare';

const HEADINGS = [
  'Version',
  'Sessions',
  'Cleared',
  'Cleared rate',
  'Average rounds',
  'Intensity at the start',
  'Intensity at the end',
  'Check-ins answered',
  'Still clear at check-in',
];

/** One row per version with sessions in the range. */
export function OutcomeTable({ rows }: { rows: OutcomeRow[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Outcomes per version</caption>
        <thead className="bg-slate-50 text-muted">
          <tr>
            {HEADINGS.map((h) => (
              <th key={h} scope="col" className="px-3 py-3 align-bottom">
                {h}
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
              <td className="px-3 py-3">{r.sessions}</td>
              <td className="px-3 py-3">{r.cleared}</td>
              <td className="px-3 py-3">{formatRate(r.cleared_rate)}</td>
              <td className="px-3 py-3">{formatNumber(r.avg_rounds)}</td>
              <td className="px-3 py-3">{formatNumber(r.avg_intensity_first)}</td>
              <td className="px-3 py-3">{formatNumber(r.avg_intensity_last)}</td>
              <td className="px-3 py-3">{r.checkins_answered}</td>
              <td className="px-3 py-3">{formatRate(r.still_clear_rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
