import { i18n, params, useLanguage, useMessages } from '../../../lib/i18n';
import { useMeasureHistory } from '../api/get-measure-history';
import { formatDate } from '../../../components/journal/journal-entries';
import { LineChart } from './line-chart';

const messages = i18n('journal/measures', {
  title: 'Questionnaire scores over time',
  phq9: 'PHQ-9 (mood, 0–27)',
  gad7: 'GAD-7 (worry and anxiety, 0–21)',
  point: params('{date}: {name} {score}'),
  lower: 'Lower scores mean fewer difficulties.',
});

/** PHQ-9 and GAD-7 scores, oldest to newest, beside the sessions; absent until there is a score. */
export function MeasureChart() {
  const history = useMeasureHistory();
  const t = useMessages(messages);
  const lang = useLanguage();
  const scores = (history.data ?? []).slice(-20);
  if (scores.length === 0) return null;
  const values = (key: 'phq9' | 'gad7') => scores.map((s) => (s.key === key ? s.score : null));
  return (
    <figure
      className="flex flex-col gap-2 rounded-2xl border border-brand-100 bg-white p-4"
      data-testid="measure-chart"
    >
      <figcaption className="text-lg font-semibold">{t.title}</figcaption>
      <LineChart
        max={27}
        ticks={[0, 10, 20]}
        series={[
          { name: t.phq9, color: '#2f6f66', marker: 'circle', values: values('phq9') },
          { name: t.gad7, color: '#5b4fa8', marker: 'square', values: values('gad7') },
        ]}
      />
      <p className="text-sm text-muted">{t.lower}</p>
      <ul className="sr-only">
        {scores.map((s) => (
          <li key={s.id}>{t.point({ date: formatDate(s.taken_at, lang), name: t[s.key], score: s.score })}</li>
        ))}
      </ul>
    </figure>
  );
}
