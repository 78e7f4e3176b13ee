import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { i18n, useMessages } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { Button } from './button';
import { LimitedTextarea } from './limited-textarea';

/**
 * The longest message (MESSAGE_MAX of packages/shared/src/support.ts), kept here so the patient's
 * pages carry no schema library; a test keeps the two equal.
 */
export const MESSAGE_MAX = 2000;

const messages = i18n('ui/message-composer', {
  empty: 'Write a message first',
  send: 'Send',
  sending: 'Sending…',
  sent: 'Message sent',
  failed: 'Your message was not sent. It is still here, so you can try again.',
  ended: 'This link has ended, so the message cannot be sent.',
});

/** Writes one message (at most MESSAGE_MAX characters); what was typed stays until it is sent. */
export function MessageComposer({ label, onSend }: { label: string; onSend: (text: string) => Promise<unknown> }) {
  const t = useMessages(messages);
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const [sending, setSending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(true);
    setSending(true);
    try {
      await onSend(text.trim());
      setText('');
      toast.success(messages.get().sent);
    } catch (err) {
      const said = messages.get();
      toast.error(err instanceof ApiError && err.status === 404 ? said.ended : said.failed);
    } finally {
      setSending(false);
    }
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <LimitedTextarea
        id={id}
        rows={4}
        max={MESSAGE_MAX}
        value={text}
        onChange={(next) => {
          setText(next);
          setError(false);
        }}
        aria-invalid={error || undefined}
        aria-errormessage={error ? `${id}-error` : undefined}
        className={`w-full rounded-lg border bg-white px-3 py-2 text-base text-ink ${error ? 'border-danger' : 'border-slate-300'}`}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {t.empty}
        </p>
      ) : null}
      <Button type="submit" disabled={sending} className="self-end">
        {sending ? t.sending : t.send}
      </Button>
    </form>
  );
}
