import type { SupportMessage } from '@clearwell/shared';
import { i18n, useLanguage, useMessages } from '../../lib/i18n';
import { shortDate, shortTime } from '../../lib/short-dates';

const messages = i18n('ui/message-thread', {
  thread: 'Messages',
  you: 'You',
  empty: 'No messages yet.',
});

/**
 * A patient's thread with their supporter, oldest first, as either side reads it: each message
 * says who wrote it and when in words (the two sides' colours only repeat that).
 */
export function MessageThread({
  messages: thread,
  own,
  otherName,
}: {
  messages: SupportMessage[];
  /** The side reading: its messages are "You". */
  own: SupportMessage['from'];
  otherName: string;
}) {
  const t = useMessages(messages);
  const lang = useLanguage();
  if (thread.length === 0) return <p className="text-muted">{t.empty}</p>;
  return (
    <ol aria-label={t.thread} aria-live="polite" className="flex flex-col gap-3">
      {thread.map((m) => {
        const mine = m.from === own;
        return (
          <li
            key={m.id}
            data-testid="message"
            className={`flex max-w-[85%] flex-col gap-1 rounded-2xl border px-4 py-2 ${mine ? 'self-end border-brand-200 bg-brand-50' : 'self-start border-slate-200 bg-white'}`}
          >
            <p className="text-sm">
              <span className="font-semibold text-ink">{mine ? t.you : otherName}</span>{' '}
              <time dateTime={m.at} className="text-muted">
                {shortDate(m.at, lang)} {shortTime(m.at, lang)}
              </time>
            </p>
            <p className="whitespace-pre-wrap text-ink wrap-anywhere">{m.text}</p>
          </li>
        );
      })}
    </ol>
  );
}
