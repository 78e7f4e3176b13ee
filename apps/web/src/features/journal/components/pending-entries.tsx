import { useKeptSessions } from '../../../lib/use-kept-sessions';
import { formatDate } from './journal-entries';

/**
 * Sessions finished without a connection: kept on this device and shown here as pending until
 * they reach the server, which happens by itself once the device is online again.
 */
export function PendingEntries() {
  const kept = useKeptSessions();
  if (kept.length === 0) return null;
  return (
    <section aria-labelledby="pending-title" className="flex flex-col gap-3">
      <h2 id="pending-title" className="text-xl font-semibold text-brand-800">
        Waiting to be added
      </h2>
      <ul className="flex flex-col gap-3">
        {kept.map((entry) => (
          <li
            key={entry.client_id}
            className="flex flex-col gap-2 rounded-2xl border border-dashed border-brand-200 bg-brand-50 p-4"
            data-testid="pending-entry"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">{entry.experience ?? 'Session'}</span>
              <span className="rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800">Pending</span>
            </div>
            <p className="text-ink">
              Saved on this device on <time dateTime={entry.saved_at}>{formatDate(entry.saved_at)}</time>. It will be
              added to your journal when you are online.
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
