import type { ShareSummary } from '@clearwell/shared';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { count, i18n, params, useLanguage, useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useEndShare } from '../api/end-share';
import { useShares } from '../api/get-shares';
import { formatDate, formatTime } from '../../../components/journal/journal-entries';
import { shareStatus, shareStatusMessages } from './share-status';

const messages = i18n('journal/shared-links', {
  title: 'Shared links',
  made: params('{entries} · made {date}'),
  endNow: 'End now',
  endLabel: params('End the link made {date} now'),
  notOpened: 'Not opened yet',
  opened: count({ one: 'Opened once', other: 'Opened {count} times' }),
  ended: 'The link has been ended.',
  alreadyEnded: 'Shared link not found.',
  endFailed: 'The link could not be ended. Please try again.',
});

/** The patient's links: entries, expiry, every time each was opened, and a way to end it now. */
export function SharedLinks() {
  const shares = useShares();
  const t = useMessages(messages);
  if (!shares.data?.length) return null;
  return (
    <section
      aria-labelledby="shared-links-title"
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-4"
    >
      <h2 id="shared-links-title" className="text-xl font-semibold text-brand-800">
        {t.title}
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
  const t = useMessages(messages);
  const statusT = useMessages(shareStatusMessages);
  const lang = useLanguage();
  const status = shareStatus(share, statusT, lang);
  const made = formatDate(share.created_at, lang);
  const onEnd = () =>
    end.mutate(share.id, {
      onSuccess: () => toast.success(messages.get().ended),
      onError: (err) => {
        const said = messages.get();
        toast.error(err instanceof ApiError && err.code === 'NOT_FOUND' ? said.alreadyEnded : said.endFailed);
      },
    });
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0" data-testid="shared-link">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col">
          <span className="font-semibold">{t.made({ entries: statusT.entries(share.session_count), date: made })}</span>
          <span className={`text-sm ${status.open ? 'text-brand-700' : 'text-muted'}`}>{status.text}</span>
        </div>
        {status.open ? (
          <Button variant="secondary" onClick={onEnd} disabled={end.isPending} aria-label={t.endLabel({ date: made })}>
            {t.endNow}
          </Button>
        ) : null}
      </div>
      {share.views.length === 0 ? (
        <p className="text-sm text-muted">{t.notOpened}</p>
      ) : (
        <details className="text-sm text-muted">
          <summary className="cursor-pointer">{t.opened(share.views.length)}</summary>
          <ul className="mt-1 flex flex-col gap-0.5 pl-4">
            {share.views.map((v, i) => (
              <li key={i}>
                <time dateTime={v.at}>
                  {formatDate(v.at, lang)} {formatTime(v.at)}
                </time>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
