import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useCheckIns } from '../../../components/check-ins/get-check-ins';
import { CheckInCard } from '../../../components/check-ins/check-in-card';
import { i18n, useMessages } from '../../../lib/i18n';

const messages = i18n('check-ins/list', {
  title: 'Check-ins',
  loading: 'Loading your check-ins…',
  failed: 'Your check-ins could not be loaded. Please try again.',
  none: 'No check-in is waiting. Your journal shows every answer.',
  journal: 'Open your journal',
});

/** `/check-ins`: every due check-in, oldest first, each answered on its own. */
export function DueCheckInsPage() {
  const t = useMessages(messages);
  const list = useCheckIns();
  const due = list.data?.due ?? [];
  return (
    <section aria-labelledby="check-ins-title" className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <h1 id="check-ins-title" className="text-3xl font-semibold">
        {t.title}
      </h1>
      {list.isPending ? <Spinner label={t.loading} /> : null}
      {list.isError ? (
        <p role="alert" className="text-danger">
          {t.failed}
        </p>
      ) : null}
      {list.isSuccess && due.length === 0 ? <p className="text-lg">{t.none}</p> : null}
      <ul className="flex flex-col gap-4">
        {due.map((c) => (
          <li key={c.id}>
            <CheckInCard checkIn={c} />
          </li>
        ))}
      </ul>
      <Link to="/journal" className="self-start font-medium text-brand-700 underline">
        {t.journal}
      </Link>
    </section>
  );
}
