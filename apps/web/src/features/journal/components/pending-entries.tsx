import { i18n, useLanguage, useMessages } from '../../../lib/i18n';
import { useKeptSessions } from '../../../lib/use-kept-sessions';
import { formatDate } from '../../../components/journal/journal-entries';

const MEASURE_NAMES = { phq9: 'PHQ-9', gad7: 'GAD-7' } as const;

const messages = i18n('journal/pending', {
  title: 'Waiting to be added',
  session: 'Session',
  questionnaire: 'Questionnaire',
  pending: 'Pending',
  saved: 'Saved on this device on {date}. It will be added to your journal when you are online.',
  notAdded: 'Not added',
  refused: 'This session could not be added to your journal. The server said:',
  discard: 'Discard this session',
  refusedMeasure: 'These answers could not be added to your journal. The server said:',
  discardMeasure: 'Discard these answers',
  confirmDiscard: 'Delete this session from this device? It cannot be added to your journal afterwards.',
});

/** The server refused the entry as it stands: its message, and the patient's choice to let it go. */
function Refusal({ clientId, message, measure }: { clientId: string; message: string; measure: boolean }) {
  const t = useMessages(messages);
  const discard = () => {
    if (!window.confirm(messages.get().confirmDiscard)) return;
    void import('../../../lib/offline-queue').then((queue) => queue.discardQueued(clientId));
  };
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-ink">
        {measure ? t.refusedMeasure : t.refused} <q className="text-danger">{message}</q>
      </p>
      <button type="button" onClick={discard} className="min-h-11 text-brand-700 underline">
        {measure ? t.discardMeasure : t.discard}
      </button>
    </div>
  );
}

/**
 * Sessions finished without a connection: kept on this device and shown here as pending until
 * they reach the server, which happens by itself once the device is online again. One the server
 * refused stays here with its answer until the patient discards it: nothing is dropped unseen.
 */
export function PendingEntries() {
  const kept = useKeptSessions();
  const t = useMessages(messages);
  const lang = useLanguage();
  if (kept.length === 0) return null;
  // The date is a <time> inside the sentence, where its `{date}` stands.
  const [before, after = ''] = t.saved.split('{date}');
  return (
    <section aria-labelledby="pending-title" className="flex flex-col gap-3">
      <h2 id="pending-title" className="text-xl font-semibold text-brand-800">
        {t.title}
      </h2>
      <ul className="flex flex-col gap-3">
        {kept.map((entry) => (
          <li
            key={entry.client_id}
            className="flex flex-col gap-2 rounded-2xl border border-dashed border-brand-200 bg-brand-50 p-4"
            data-testid="pending-entry"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">
                {entry.kind === 'measure'
                  ? `${t.questionnaire} (${MEASURE_NAMES[entry.key]})`
                  : (entry.experience ?? t.session)}
              </span>
              <span className="rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800">
                {entry.refused ? t.notAdded : t.pending}
              </span>
            </div>
            {entry.refused ? (
              <Refusal clientId={entry.client_id} message={entry.refused.message} measure={entry.kind === 'measure'} />
            ) : (
              <p className="text-ink">
                {before}
                <time dateTime={entry.saved_at}>{formatDate(entry.saved_at, lang)}</time>
                {after}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
