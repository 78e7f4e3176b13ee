import type { OutcomeRow } from '@clearwell/shared';
import { useState } from 'react';
import { count, i18n, params, useLanguage, useMessages } from '../../../lib/i18n';
import { compareOutcomes, measureMessages, MIN_SESSIONS_TO_TELL } from './outcome-compare';
import { versionMessages } from './outcome-table';

const messages = i18n('admin-content/comparison', {
  option: params('Version {number} ({sessions})'),
  sessions: count({ one: '{count} session', other: '{count} sessions' }),
  title: 'Compare two versions',
  first: 'First version',
  second: 'Second version',
  tooFew: 'Too few sessions to tell.',
  basedOn: params('Based on {a} on version {versionA} and {b} on version {versionB}.'),
  needMore: params(' A difference means little until each version has at least {min} sessions.'),
  measure: 'Measure',
  difference: 'Difference',
});

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
  const t = useMessages(messages);
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select className={field} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {rows.map((r) => (
          <option key={r.version} value={r.version}>
            {t.option({ number: r.version, sessions: t.sessions(r.sessions) })}
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
  const t = useMessages(messages);
  const labels = useMessages(measureMessages);
  const versions = useMessages(versionMessages);
  const language = useLanguage();
  const { measures, enough } = compareOutcomes(a, b, labels, language);

  return (
    <section
      aria-labelledby="compare-heading"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 id="compare-heading" className="text-xl font-semibold">
        {t.title}
      </h3>
      <div className="flex flex-wrap gap-4">
        <VersionPicker
          label={t.first}
          rows={rows}
          value={a.version}
          onChange={(n) => setPicked((p) => ({ ...p, a: n }))}
        />
        <VersionPicker
          label={t.second}
          rows={rows}
          value={b.version}
          onChange={(n) => setPicked((p) => ({ ...p, b: n }))}
        />
      </div>
      <p
        className={enough ? 'text-muted' : 'rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950'}
        role={enough ? undefined : 'status'}
      >
        {enough ? null : <strong className="block">{t.tooFew}</strong>}
        {t.basedOn({ a: t.sessions(a.sessions), versionA: a.version, b: b.sessions, versionB: b.version })}
        {enough ? null : t.needMore({ min: MIN_SESSIONS_TO_TELL })}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-muted">
            <tr>
              <th scope="col" className="px-2 py-2 sm:px-3">
                {t.measure}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3">
                {versions.versionNumber({ number: a.version })}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3">
                {versions.versionNumber({ number: b.version })}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3">
                {t.difference}
              </th>
            </tr>
          </thead>
          <tbody>
            {measures.map((m) => (
              <tr key={m.key} className="border-t border-slate-100">
                <th scope="row" className="px-2 py-2 font-medium sm:px-3">
                  {labels[m.key]}
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
