import { Link } from 'react-router';
import { count, i18n, useMessages } from '../../lib/i18n';
import { useCheckIns } from './get-check-ins';
import { CheckInCard } from './check-in-card';

const messages = i18n('check-ins/due', {
  waiting: count({ one: '{count} check-in is waiting', other: '{count} check-ins are waiting' }),
  invite: 'A moment each, whenever you are ready.',
});

/**
 * The dashboard's check-in section: one due check-in ready to answer, or, when several are due,
 * one calm card leading to their list, so the rest of the dashboard stays within reach.
 */
export function DueCheckIns() {
  const { data } = useCheckIns();
  const t = useMessages(messages);
  const due = data?.due ?? [];
  if (due.length === 0) return null;
  if (due.length === 1) return <CheckInCard checkIn={due[0]!} />;
  return (
    <Link
      to="/check-ins"
      className="flex flex-col gap-1 rounded-2xl border-2 border-brand-600 bg-white p-5 hover:bg-brand-50"
    >
      <span className="text-xl font-semibold text-brand-800">{t.waiting(due.length)}</span>
      <span className="text-base text-muted">{t.invite}</span>
    </Link>
  );
}
