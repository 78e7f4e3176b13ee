import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useCheckIn } from '../api/get-check-in';
import { CheckInCard } from '../../../components/check-ins/check-in-card';
import { i18n, params, useLanguage, useMessages } from '../../../lib/i18n';

const messages = i18n('check-ins/page', {
  title: 'Check-in',
  loading: 'Loading your check-in…',
  failed: 'Your check-in could not be loaded. Please try again.',
  opens: params('This check-in opens on {date}. Come back then.'),
  gone: 'This check-in has been answered, or is no longer here. Your journal shows every answer.',
  journal: 'Open your journal',
});

/** `/check-ins/:id`, the link in a check-in mail: that one check-in, ready to answer. */
export function CheckInPage() {
  const { id = '' } = useParams();
  const t = useMessages(messages);
  const lang = useLanguage();
  const one = useCheckIn(id);
  const checkIn = one.data;
  // Not yet due, answered, or not the caller's: each is said in words, never as a failure.
  const due = checkIn && !checkIn.answered_at && Date.parse(checkIn.due_at) <= Date.now() ? checkIn : undefined;
  const upcoming = checkIn && !checkIn.answered_at && !due ? checkIn : undefined;
  const gone = one.isSuccess && !due && !upcoming;
  const date = (iso: string) => new Date(iso).toLocaleString(lang, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <section aria-labelledby="check-in-title" className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <h1 id="check-in-title" className="text-3xl font-semibold">
        {t.title}
      </h1>
      {one.isPending ? <Spinner label={t.loading} /> : null}
      {one.isError ? (
        <p role="alert" className="text-danger">
          {t.failed}
        </p>
      ) : null}
      {due ? <CheckInCard checkIn={due} /> : null}
      {upcoming ? <p className="text-lg">{t.opens({ date: date(upcoming.due_at) })}</p> : null}
      {gone ? <p className="text-lg">{t.gone}</p> : null}
      <Link to="/journal" className="self-start font-medium text-brand-700 underline">
        {t.journal}
      </Link>
    </section>
  );
}
