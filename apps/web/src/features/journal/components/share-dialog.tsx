import type { CreatedShare } from '@clearwell/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { count, i18n, params, useLanguage, useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCreateShare } from '../api/create-share';
import { formatDate } from '../../../components/journal/journal-entries';
import { SharePreview } from './share-preview';
import { MAX_OPEN_SHARES, SHARE_DURATIONS } from '@clearwell/shared/constants';

type Days = (typeof SHARE_DURATIONS)[number];

const messages = i18n('journal/share-dialog', {
  readyTitle: 'Your link is ready',
  done: 'Done',
  readOne: params(
    'Anyone with this link can read this entry until {date}. Copy it now: for your privacy it cannot be shown again.',
  ),
  readMany: params(
    'Anyone with this link can read these entries until {date}. Copy it now: for your privacy it cannot be shown again.',
  ),
  linkLabel: 'Link for your coach',
  copy: 'Copy link',
  share: 'Share…',
  title: 'Share with my coach',
  cancel: 'Cancel',
  creating: 'Creating…',
  create: 'Create link',
  explain: count({
    one: 'Make a private, read-only link to the {count} entry you chose. You can end it at any time.',
    other: 'Make a private, read-only link to the {count} entries you chose. You can end it at any time.',
  }),
  /** Exactly what GET /api/shared/:token answers: the first name and whole journal sessions. */
  whatIsShared:
    'Whoever opens it sees your first name and, for each entry, everything you wrote in it: every answer you typed in the session, every intensity rating, and your check-in answers with their notes. Never your last name or e-mail.',
  worksFor: 'The link works for',
  days: count({ one: '{count} day', other: '{count} days' }),
  notFound: 'Some of these journal entries were not found.',
  tooMany: 'Too many requests. Please wait a minute and try again.',
  tooManyLinks: params('You already have {count} open links. End one of them before making another.'),
  failed: 'The link could not be made. Please try again.',
  copied: 'Link copied',
  copyFailed: 'Could not copy message to clipboard',
  shareTitle: 'My journal entries',
});

/** The sentence for a failed link, chosen by the error's code (the server's words are English). */
function failure(err: unknown, t: ReturnType<typeof messages.get>): string {
  const code = err instanceof ApiError ? err.code : undefined;
  if (code === 'TOO_MANY_LINKS') return t.tooManyLinks({ count: MAX_OPEN_SHARES });
  return code === 'NOT_FOUND' ? t.notFound : code === 'RATE_LIMITED' ? t.tooMany : t.failed;
}

interface ShareDialogProps {
  open: boolean;
  sessionIds: string[];
  onClose: () => void;
  /** The link was made: the selection has done its job. */
  onShared: () => void;
}

/**
 * Makes a link to the chosen entries, then shows it once to copy or hand to the system share
 * sheet: the server keeps only a hash of it, so it cannot be shown again later.
 */
export function ShareDialog({ open, sessionIds, onClose, onShared }: ShareDialogProps) {
  const [days, setDays] = useState<Days>(7);
  const [created, setCreated] = useState<CreatedShare | null>(null);
  const create = useCreateShare();
  const t = useMessages(messages);
  const lang = useLanguage();
  const close = () => {
    setCreated(null);
    create.reset();
    onClose();
  };
  const submit = () =>
    create.mutate(
      { session_ids: sessionIds, expires_in_days: days },
      {
        onSuccess: (share) => {
          setCreated(share);
          onShared();
        },
      },
    );

  if (created) {
    return (
      <Modal
        open={open}
        title={t.readyTitle}
        onClose={close}
        actions={
          <Button key="done" onClick={close}>
            {t.done}
          </Button>
        }
      >
        <div className="flex flex-col gap-3">
          <p>
            {(created.session_ids.length === 1 ? t.readOne : t.readMany)({
              date: formatDate(created.expires_at, lang),
            })}
          </p>
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            {t.linkLabel}
            <textarea
              readOnly
              rows={3}
              value={created.url}
              onFocus={(e) => e.currentTarget.select()}
              className="w-full resize-none break-all rounded-lg border border-slate-300 bg-brand-50 px-3 py-2 font-mono text-sm text-ink"
            />
          </label>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => void copyLink(created.url)}>
              {t.copy}
            </Button>
            {typeof navigator.share === 'function' ? (
              <Button variant="secondary" onClick={() => void shareLink(created.url)}>
                {t.share}
              </Button>
            ) : null}
          </div>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      title={t.title}
      onClose={close}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            {t.cancel}
          </Button>
          <Button onClick={submit} disabled={create.isPending}>
            {create.isPending ? t.creating : t.create}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p>{t.explain(sessionIds.length)}</p>
        <p className="font-medium text-ink">{t.whatIsShared}</p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-ink">{t.worksFor}</legend>
          <div className="flex flex-wrap gap-3">
            {SHARE_DURATIONS.map((d) => (
              <label
                key={d}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-brand-200 px-4 text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="share-days"
                  value={d}
                  checked={days === d}
                  onChange={() => setDays(d)}
                  className="h-4 w-4 accent-brand-600"
                />
                {t.days(d)}
              </label>
            ))}
          </div>
        </fieldset>
        {create.isError ? (
          <p role="alert" className="text-danger">
            {failure(create.error, t)}
          </p>
        ) : null}
        <SharePreview sessionIds={sessionIds} days={days} />
      </div>
    </Modal>
  );
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(messages.get().copied);
  } catch {
    toast.error(messages.get().copyFailed);
  }
}

async function shareLink(url: string) {
  try {
    await navigator.share({ title: messages.get().shareTitle, url });
  } catch {
    // Closing the share sheet rejects too; the link is still on screen to copy.
  }
}
