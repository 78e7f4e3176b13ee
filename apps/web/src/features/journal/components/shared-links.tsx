import type { ShareSummary } from '@clearwell/shared';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useEndShare } from '../api/end-share';
import { useShares } from '../api/get-shares';
import { formatDate } from './journal-entries';
import { entryCount, formatTime, shareStatus } from './share-status';

/** The patient's links: entries, expiry, every time each was opened, and a way to end it now. */
export function SharedLinks() {
  const shares = useShares();
  if (!shares.data?.length) return null;
  return (
    <section
      aria-labelledby="shared-links-title"
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-4"
    >
      <h2 id="shared-links-title" className="text-xl font-semibold text-brand-800">
        Shared links
      </h2>
      <ul className="flex flex-col divide-y divide-brand-100">
        {shares.data.map((share) => (
          <SharedLinkRow key={share.id} share={share} />
        ))}
      </ul>
    </section>
  );
}

function SharedLinkRow({ share }: { share: ShareSummary }) {
  const end = useEndShare();
  const status = shareStatus(share);
  const onEnd = () =>
    end.mutate(share.id, {
      onSuccess: () => toast.success('The link has been ended.'),
      onError: (err) => toast.error(errorMessage(err, 'The link could not be ended. Please try again.')),
    });
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0" data-testid="shared-link">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col">
          <span className="font-semibold">
            {entryCount(share.session_count)} · made {formatDate(share.created_at)}
          </span>
          <span className={`text-sm ${status.open ? 'text-brand-700' : 'text-muted'}`}>{status.text}</span>
        </div>
        {status.open ? (
          <Button
            variant="secondary"
            onClick={onEnd}
            disabled={end.isPending}
            aria-label={`End the link made ${formatDate(share.created_at)} now`}
          >
            End now
          </Button>
        ) : null}
      </div>
      {share.views.length === 0 ? (
        <p className="text-sm text-muted">Not opened yet</p>
      ) : (
        <details className="text-sm text-muted">
          <summary className="cursor-pointer">
            Opened {share.views.length === 1 ? 'once' : `${share.views.length} times`}
          </summary>
          <ul className="mt-1 flex flex-col gap-0.5 pl-4">
            {share.views.map((v, i) => (
              <li key={i}>
                <time dateTime={v.at}>
                  {formatDate(v.at)} {formatTime(v.at)}
                </time>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
