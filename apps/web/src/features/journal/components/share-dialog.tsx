import type { CreatedShare } from '@clearwell/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateShare } from '../api/create-share';
import { formatDate } from './journal-entries';
import { SHARE_DURATIONS } from '@clearwell/shared/constants';

type Days = (typeof SHARE_DURATIONS)[number];
const DURATION_LABEL: Record<Days, string> = { 1: '1 day', 7: '7 days', 30: '30 days' };

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
  const count = sessionIds.length === 1 ? '1 entry' : `${sessionIds.length} entries`;

  if (created) {
    return (
      <Modal
        open={open}
        title="Your link is ready"
        onClose={close}
        actions={
          <Button key="done" onClick={close}>
            Done
          </Button>
        }
      >
        <div className="flex flex-col gap-3">
          <p>
            Anyone with this link can read {created.session_ids.length === 1 ? 'this entry' : 'these entries'} until{' '}
            {formatDate(created.expires_at)}. Copy it now: for your privacy it cannot be shown again.
          </p>
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            Link for your coach
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
              Copy link
            </Button>
            {typeof navigator.share === 'function' ? (
              <Button variant="secondary" onClick={() => void shareLink(created.url)}>
                Share…
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
      title="Share with my coach"
      onClose={close}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create link'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p>
          Make a private, read-only link to the {count} you chose. It shows your first name and these entries with their
          intensities, nothing else. You can end it at any time.
        </p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-ink">The link works for</legend>
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
                {DURATION_LABEL[d]}
              </label>
            ))}
          </div>
        </fieldset>
        {create.isError ? (
          <p role="alert" className="text-danger">
            {errorMessage(create.error, 'The link could not be made. Please try again.')}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied');
  } catch {
    toast.error('Could not copy message to clipboard');
  }
}

async function shareLink(url: string) {
  try {
    await navigator.share({ title: 'My journal entries', url });
  } catch {
    // Closing the share sheet rejects too; the link is still on screen to copy.
  }
}
