import { useEffect, useId, useRef, useState } from 'react';
import { i18n, useMessages } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { copyText } from './copy-text';
import { facebookShareUrl, shareMessage } from './share-message';

const messages = i18n('feedback/share-panel', {
  copyFailed: 'Could not copy message to clipboard',
  copied: 'Message copied to clipboard',
  copiedPaste: 'Message copied. Paste it into your post.',
  title: 'Share your result',
  message: 'Message',
  copy: 'Copy message',
  facebook: 'Share on Facebook',
});

/** Facebook's dialog opens this long after the message is copied, so it can be pasted there. */
export const FACEBOOK_DELAY_MS = 2000;

/** Copies, saying so only when no way of copying worked. */
async function copy(text: string): Promise<boolean> {
  const copied = await copyText(text);
  if (!copied) toast.error(messages.get().copyFailed);
  return copied;
}

export function SharePanel({ experience, appName }: { experience: string | null; appName: string }) {
  const id = useId();
  const t = useMessages(messages);
  const [message, setMessage] = useState(() => shareMessage(experience, appName));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onCopy = async () => {
    if (await copy(message)) toast.success(messages.get().copied);
  };

  const onFacebook = async () => {
    // Copied first: the share window takes the focus as it opens, and a page without focus may
    // not write to the clipboard.
    const copied = copy(message);
    // Opened now, while the click still counts as the user's, so popup blockers allow it.
    const popup = window.open('', '_blank', 'width=640,height=560');
    if (await copied) toast.success(messages.get().copiedPaste);
    const url = facebookShareUrl(window.location.origin, message);
    timer.current = setTimeout(() => {
      if (popup && !popup.closed) popup.location.href = url;
      else window.open(url, '_blank', 'noopener');
    }, FACEBOOK_DELAY_MS);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-5"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t.title}
      </h2>
      <label htmlFor={`${id}-message`} className="text-sm font-medium text-ink">
        {t.message}
      </label>
      <textarea
        id={`${id}-message`}
        rows={2}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink"
      />
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onCopy}>
          {t.copy}
        </Button>
        <Button onClick={onFacebook}>{t.facebook}</Button>
      </div>
    </section>
  );
}
