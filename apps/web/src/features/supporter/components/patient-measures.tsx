import type { MeasureHistoryItem } from '@clearwell/shared';
import { formatDate } from '../../../components/journal/journal-entries';
import { i18n, useLanguage, useMessages } from '../../../lib/i18n';

const messages = i18n('supporter/measures', {
  caption: 'Questionnaire scores, newest first',
  date: 'Date',
  measure: 'Questionnaire',
  score: 'Score',
  level: 'Level',
  phq9: 'PHQ-9 (mood, 0–27)',
  gad7: 'GAD-7 (anxiety, 0–21)',
  minimal: 'Minimal',
  mild: 'Mild',
  moderate: 'Moderate',
  moderately_severe: 'Moderately severe',
  severe: 'Severe',
});

/** PHQ-9 and GAD-7 scores over time, as a table: every number is read out with its date and level. */
export function PatientMeasures({ measures }: { measures: MeasureHistoryItem[] }) {
  const t = useMessages(messages);
  const lang = useLanguage();
  const newestFirst = [...measures].sort((a, b) => (a.taken_at < b.taken_at ? 1 : -1));
  return (
    <div className="overflow-x-auto rounded-2xl border border-brand-100 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t.caption}</caption>
        <thead className="border-b border-brand-100 text-muted">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              {t.date}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t.measure}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t.score}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t.level}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-100">
          {newestFirst.map((m) => (
            <tr key={m.id}>
              <td className="px-4 py-2 whitespace-nowrap">{formatDate(m.taken_at, lang)}</td>
              <td className="px-4 py-2">{t[m.key]}</td>
              <td className="px-4 py-2 font-semibold">{m.score}</td>
              <td className="px-4 py-2">{t[m.band]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
