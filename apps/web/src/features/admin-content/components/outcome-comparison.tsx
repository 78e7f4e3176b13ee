import type { OutcomeRow } from '@clearwell/shared';
import { useState } from 'react';
import { compareOutcomes, MIN_SESSIONS_TO_TELL } from './outcome-compare';

const field = 'min-h-11 rounded-lg border border-slate-300 bg-white px-3';

function VersionPicker({
  label,
  rows,
  value,
  onChange,
}: {
  label: string;
  rows: OutcomeRow[];
  value: number;
  onChange: (n: number) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select className={field} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {rows.map((r) => (
          <option key={r.version} value={r.version}>
            Version {r.version} ({r.sessions} {r.sessions === 1 ? 'session' : 'sessions'})
          </option>
        ))}
      </select>
    </label>
  );
}

/** Two versions side by side: each measure, the difference, and what it rests on. */
export function OutcomeComparison({ rows }: { rows: OutcomeRow[] }) {
  const newest = rows[rows.length - 1]!;
  const before = rows[rows.length - 2] ?? newest;
  const [picked, setPicked] = useState({ a: before.version, b: newest.version });
  const a = rows.find((r) => r.version === picked.a) ?? before;
  const b = rows.find((r) => r.version === picked.b) ?? newest;
  const { measures, enough } = compareOutcomes(a, b);

  return (
    <section
      aria-labelledby="compare-heading"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 id="compare-heading" className="text-xl font-semibold">
        Compare two versions
      </h3>
      <div className="flex flex-wrap gap-4">
        <VersionPicker
          label="First version"
          rows={rows}
          value={a.version}
          onChange={(n) => setPicked((p) => ({ ...p, a: n }))}
        />
        <VersionPicker
          label="Second version"
          rows={rows}
          value={b.version}
          onChange={(n) => setPicked((p) => ({ ...p, b: n }))}
        />
      </div>
      <p
        className={enough ? 'text-muted' : 'rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950'}
        role={enough ? undefined : 'status'}
      >
        {enough ? null : <strong className="block">Too few sessions to tell.</strong>}
        Based on {a.sessions} {a.sessions === 1 ? 'session' : 'sessions'} on version {a.version} and {b.sessions} on
        version {b.version}.
        {enough ? null : ` A difference means little until each version has at least ${MIN_SESSIONS_TO_TELL} sessions.`}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-muted">
            <tr>
              <th scope="col" className="px-2 py-2 sm:px-3">
                Measure
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3">
                Version {a.version}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3">
                Version {b.version}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3">
                Difference
              </th>
            </tr>
          </thead>
          <tbody>
            {measures.map((m) => (
              <tr key={m.label} className="border-t border-slate-100">
                <th scope="row" className="px-2 py-2 font-medium sm:px-3">
                  {m.label}
                </th>
                <td className="px-2 py-2 sm:px-3">{m.a}</td>
                <td className="px-2 py-2 sm:px-3">{m.b}</td>
                <td className="px-2 py-2 sm:px-3">{m.difference}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
