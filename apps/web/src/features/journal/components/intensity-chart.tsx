import type { JournalSession } from '@clearwell/shared';
import { i18n, params, useLanguage, useMessages } from '../../../lib/i18n';
import { byCreatedAt, formatDate, intensities } from './journal-entries';

const messages = i18n('journal/chart', {
  title: 'Intensity over time',
  before: 'Before',
  after: 'After',
  latest: 'Latest check-in',
  point: params('{date}: before {before}, after {after}'),
  notRated: 'not rated',
  pointLatest: params(', latest check-in {later}'),
});

const W = 600;
const H = 200;
const PAD = { left: 32, right: 12, top: 12, bottom: 28 };

/** The answer of a session's latest answered check-in: what happened after, days or weeks later. */
function latestCheckIn(s: JournalSession): number | null {
  const answered = (s.check_ins ?? []).filter((c) => c.intensity !== null);
  return answered.length ? answered[answered.length - 1]!.intensity : null;
}

/**
 * Intensity before and after each session, and at its latest check-in, oldest to newest, as
 * inline SVG: the patient's bundle stays free of chart libraries. The same numbers are listed
 * for screen readers.
 */
export function IntensityChart({ sessions }: { sessions: JournalSession[] }) {
  const t = useMessages(messages);
  const lang = useLanguage();
  const points = [...sessions]
    .sort(byCreatedAt)
    .map((s) => ({ date: formatDate(s.created_at, lang), ...intensities(s), later: latestCheckIn(s) }))
    .filter((p) => p.before !== null)
    .slice(-20);
  if (points.length === 0) return null;
  const x = (i: number) =>
    PAD.left +
    (points.length === 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (points.length - 1));
  const y = (v: number) => PAD.top + ((10 - v) * (H - PAD.top - PAD.bottom)) / 10;
  const line = (key: 'before' | 'after' | 'later') =>
    points
      .map((p, i) => (p[key] === null ? null : `${x(i)},${y(p[key]!)}`))
      .filter(Boolean)
      .join(' ');

  return (
    <figure className="flex flex-col gap-2 rounded-2xl border border-brand-100 bg-white p-4">
      <figcaption className="text-lg font-semibold">{t.title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        {[0, 5, 10].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#d7ebe7" />
            <text x={PAD.left - 8} y={y(v) + 4} textAnchor="end" fontSize="12" fill="#4e5f5c">
              {v}
            </text>
          </g>
        ))}
        <polyline points={line('before')} fill="none" stroke="#b42318" strokeWidth="2.5" />
        <polyline points={line('after')} fill="none" stroke="#2f6f66" strokeWidth="2.5" />
        <polyline points={line('later')} fill="none" stroke="#5b4fa8" strokeWidth="2" strokeDasharray="6 4" />
        {points.map((p, i) => (
          <g key={i}>
            <circle cx={x(i)} cy={y(p.before!)} r="4" fill="#b42318" />
            {p.after !== null ? <circle cx={x(i)} cy={y(p.after)} r="4" fill="#2f6f66" /> : null}
            {p.later !== null ? <rect x={x(i) - 4} y={y(p.later) - 4} width="8" height="8" fill="#5b4fa8" /> : null}
          </g>
        ))}
      </svg>
      <div className="flex gap-6 text-sm text-muted" aria-hidden="true">
        <span>
          <span className="mr-1 inline-block h-2 w-4 rounded bg-danger align-middle" />
          {t.before}
        </span>
        <span>
          <span className="mr-1 inline-block h-2 w-4 rounded bg-brand-600 align-middle" />
          {t.after}
        </span>
        {points.some((p) => p.later !== null) ? (
          <span>
            <span className="mr-1 inline-block h-2 w-4 rounded align-middle" style={{ background: '#5b4fa8' }} />
            {t.latest}
          </span>
        ) : null}
      </div>
      <ul className="sr-only">
        {points.map((p, i) => (
          <li key={i}>
            {t.point({ date: p.date, before: p.before!, after: p.after ?? t.notRated })}
            {p.later !== null ? t.pointLatest({ later: p.later }) : ''}
          </li>
        ))}
      </ul>
    </figure>
  );
}
