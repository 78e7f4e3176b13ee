import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LogoMark } from '../../../components/ui/logo';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAppName } from '../../../lib/app-info';
import { i18n, useMessages } from '../../../lib/i18n';
import { useSharedJournal } from '../api/get-shared-journal';
import { SharedJournalView } from '../components/shared-journal-view';

const messages = i18n('journal/shared', {
  loading: 'Loading the shared entries…',
  endedTitle: 'This link has ended',
  endedText:
    'The person who shared it may have ended it, it may have expired, or the entries it showed were deleted. If you still need them, ask them for a new link.',
  failedTitle: 'The shared entries could not be loaded',
  tooMany: 'Too many requests. Please wait a minute and try again.',
  later: 'Please try again in a moment.',
  tryAgain: 'Try again',
});

/**
 * What a coach sees through a link a patient made: read-only, the first name and the chosen
 * entries, nothing of the signed-in app (no menu, no account, no links into it).
 */
export function SharedJournalPage() {
  const { token = '' } = useParams();
  const shared = useSharedJournal(token);
  const t = useMessages(messages);
  if (shared.isPending)
    return (
      <Frame>
        <Spinner label={t.loading} />
      </Frame>
    );
  if (shared.isError)
    return (
      <Frame>
        <SharedLinkProblem error={shared.error} retry={() => void shared.refetch()} />
      </Frame>
    );
  return (
    <Frame>
      <SharedJournalView shared={shared.data} />
    </Frame>
  );
}

/** Ended, expired, deleted or never existed: one calm answer, since the server does not say which. */
function SharedLinkProblem({ error, retry }: { error: Error; retry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  const t = useMessages(messages);
  if (status === 404) {
    return (
      <div className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-6">
        <h1 className="text-2xl font-semibold">{t.endedTitle}</h1>
        <p className="text-ink">{t.endedText}</p>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-brand-100 bg-white p-6">
      <h1 className="text-2xl font-semibold">{t.failedTitle}</h1>
      <p className="text-ink">{status === 429 ? t.tooMany : t.later}</p>
      <Button variant="secondary" onClick={retry}>
        {t.tryAgain}
      </Button>
    </div>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const appName = useAppName();
  return (
    <div className="flex min-h-screen flex-col bg-brand-50/40">
      <header className="border-b border-brand-100 bg-white">
        <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3 text-lg font-semibold text-brand-800">
          <LogoMark />
          <span>{appName}</span>
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-6">
        {children}
      </main>
    </div>
  );
}
