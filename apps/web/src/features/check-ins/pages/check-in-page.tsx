import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useCheckIns } from '../../../components/check-ins/get-check-ins';
import { CheckInCard } from '../../../components/check-ins/check-in-card';

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** `/check-ins/:id`, the link in a check-in mail: that one check-in, ready to answer. */
export function CheckInPage() {
  const { id = '' } = useParams();
  const list = useCheckIns();
  const due = list.data?.due.find((c) => c.id === id);
  const upcoming = list.data?.upcoming.find((c) => c.id === id);
  return (
    <section aria-labelledby="check-in-title" className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <h1 id="check-in-title" className="text-3xl font-semibold">
        Check-in
      </h1>
      {list.isPending ? <Spinner label="Loading your check-in…" /> : null}
      {list.isError ? (
        <p role="alert" className="text-danger">
          Your check-in could not be loaded. Please try again.
        </p>
      ) : null}
      {due ? <CheckInCard checkIn={due} /> : null}
      {upcoming ? <p className="text-lg">This check-in opens on {dateTime(upcoming.due_at)}. Come back then.</p> : null}
      {list.isSuccess && !due && !upcoming ? (
        <p className="text-lg">
          This check-in has been answered, or is no longer here. Your journal shows every answer.
        </p>
      ) : null}
      <Link to="/journal" className="self-start font-medium text-brand-700 underline">
        Open your journal
      </Link>
    </section>
  );
}
