import { useAppName } from '../../../lib/app-info';
import { i18n, params, useMessages } from '../../../lib/i18n';
import type { ReactNode } from 'react';

/** The frame of a teaching page: one heading, an optional lead, then readable prose. */
export function ContentPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <article aria-labelledby="page-title" className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 id="page-title" className="text-3xl font-semibold text-ink">
          {title}
        </h1>
        {lead ? <p className="text-lg leading-relaxed text-muted">{lead}</p> : null}
      </header>
      <div className="flex flex-col gap-5 text-lg leading-relaxed text-ink">{children}</div>
    </article>
  );
}

const crisisMessages = i18n('content/crisis-note', {
  label: 'In a crisis',
  title: 'In a crisis, please reach out now',
  text: params(
    'If you are thinking about harming yourself, feel unsafe, or are in danger, call your local emergency number right away, or contact a doctor, a counsellor or a crisis line near you. {appName} is a self-help practice and does not replace professional care.',
  ),
});

export function CrisisNote() {
  const appName = useAppName();
  const t = useMessages(crisisMessages);
  return (
    <aside
      aria-label={t.label}
      className="rounded-2xl border border-red-200 bg-red-50 p-5 text-base leading-relaxed text-ink"
    >
      <p className="font-semibold text-danger">{t.title}</p>
      <p>{t.text({ appName })}</p>
    </aside>
  );
}
