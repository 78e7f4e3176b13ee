import type { JournalSession } from '@clearwell/shared';
import { i18n, params, useLanguage, useMessages } from '../../../lib/i18n';
import { byCreatedAt, formatDate, intensities } from '../../../components/journal/journal-entries';
import { LineChart } from './line-chart';

const messages = i18n('journal/chart', {
  title: 'Intensity over time',
  before: 'Before',
  after: 'After',
  latest: 'Latest check-in',
  point: params('{date}: before {before}, after {after}'),
  notRated: 'not rated',
  pointLatest: params(', latest check-in {later}'),
});

/** The answer of a session's latest answered check-in: what happened after, days or weeks later. */
function latestCheckIn(s: JournalSession): number | null {
  const answered = (s.check_ins ?? []).filter((c) => c.intensity !== null);
  return answered.length ? answered[answered.length - 1]!.intensity : null;
}

/**
 * Intensity before and after each session, and at its latest check-in, oldest to newest. The
 * same numbers are listed for screen readers.
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
  return (
    <figure className="flex flex-col gap-2 rounded-2xl border border-brand-100 bg-white p-4">
      <figcaption className="text-lg font-semibold">{t.title}</figcaption>
      <LineChart
        max={10}
        ticks={[0, 5, 10]}
        series={[
          { name: t.before, color: '#b42318', marker: 'circle', values: points.map((p) => p.before) },
          { name: t.after, color: '#2f6f66', marker: 'circle', values: points.map((p) => p.after) },
          { name: t.latest, color: '#5b4fa8', marker: 'square', dashed: true, values: points.map((p) => p.later) },
        ]}
      />
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
