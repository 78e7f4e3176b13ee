import { Link } from 'react-router';
import { i18n, useMessages } from '../../lib/i18n';
import { useMeasures } from './get-measures';

const messages = i18n('measures/due', {
  title: 'A two-minute check on how you have been',
  text: 'A short, widely used questionnaire about the last two weeks. It is optional, and you can stop at any time.',
});

/**
 * The dashboard's offer of a questionnaire that is due: calm, optional, one card whatever is due.
 * It leads to the first one due; the result page offers the next.
 */
export function DueMeasure() {
  const { data } = useMeasures();
  const t = useMessages(messages);
  const due = data?.find((m) => m.due);
  if (!due) return null;
  return (
    <Link
      to={`/measures/${due.key}`}
      className="flex flex-col gap-1 rounded-2xl border border-brand-100 bg-white p-5 hover:border-brand-600 hover:bg-brand-50"
      data-testid="due-measure"
    >
      <span className="text-xl font-semibold text-brand-800">{t.title}</span>
      <span className="text-base text-muted">{t.text}</span>
    </Link>
  );
}
