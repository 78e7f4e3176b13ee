import type { SharedJournal } from '@clearwell/shared';
import { useId } from 'react';
import { patientAuth, useAuth } from '../../../lib/auth-storage';
import { i18n, useMessages } from '../../../lib/i18n';
import { useJournal } from '../api/get-journal';
import { SharedJournalView } from './shared-journal-view';

const DAY_MS = 86_400_000;

const messages = i18n('journal/share-preview', { title: 'What your coach will see' });

/**
 * The coach's page as it will look, drawn before the link exists from the journal already on
 * the device: the same view the /shared page uses, with the same entries and first name.
 */
export function SharePreview({ sessionIds, days }: { sessionIds: string[]; days: number }) {
  const t = useMessages(messages);
  const titleId = useId();
  const { user } = useAuth(patientAuth);
  const journal = useJournal();
  const chosen = new Set(sessionIds);
  const shared: SharedJournal = {
    first_name: user?.first_name ?? '',
    expires_at: new Date(Date.now() + days * DAY_MS).toISOString(),
    sessions: (journal.data ?? []).flatMap((day) => day.sessions).filter((s) => chosen.has(s.session_id)),
  };
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-surface p-3 text-ink"
    >
      <p id={titleId} className="text-sm font-semibold tracking-wide text-muted uppercase">
        {t.title}
      </p>
      <SharedJournalView shared={shared} nested />
    </section>
  );
}
