import type { JournalCheckIn } from '@clearwell/shared';
import { laterInWords } from '../../../lib/time-words';
import { formatDate } from './journal-entries';

function state(c: JournalCheckIn, now: number, ownJournal: boolean) {
  if (c.intensity !== null) return <span className="font-semibold text-ink">{c.intensity}</span>;
  if (Date.parse(c.due_at) <= now) return <span>{ownJournal ? 'waiting for your answer' : 'not answered yet'}</span>;
  return <span>on {formatDate(c.due_at)}</span>;
}

/**
 * What the patient said after a session: each check-in's answer (and note), or when it comes.
 * `ownJournal` false words it for someone the patient shared the entry with (a coach).
 */
export function SessionCheckIns({
  checkIns,
  now = Date.now(),
  ownJournal = true,
}: {
  checkIns: JournalCheckIn[];
  now?: number;
  ownJournal?: boolean;
}) {
  if (!checkIns.length) return null;
  return (
    <ul
      aria-label="Check-ins after this session"
      className="flex flex-wrap items-start gap-2 text-sm text-muted"
      data-testid="journal-check-ins"
    >
      {checkIns.map((c) => (
        <li key={c.after} className="flex flex-col rounded-lg bg-brand-50 px-3 py-1">
          <span>
            {laterInWords(c.after)}: {state(c, now, ownJournal)}
          </span>
          {c.note ? <span className="whitespace-pre-line text-ink">“{c.note}”</span> : null}
        </li>
      ))}
    </ul>
  );
}
