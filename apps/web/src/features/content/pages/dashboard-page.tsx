import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { patientAuth, useAuth } from '../../../lib/auth-storage';
import { i18n, params, useMessages } from '../../../lib/i18n';
import { DueCheckIns } from '../../../components/check-ins/due-check-ins';
import { useCheckIns } from '../../../components/check-ins/get-check-ins';
import { DueMeasure } from '../../../components/measures/due-measure';
import { useMeasures } from '../../../components/measures/get-measures';
import { Spinner } from '../../../components/ui/spinner';
import { CrisisNote } from '../components/content-page';

const messages = i18n('content/dashboard', {
  welcomeName: params('Welcome, {name}'),
  welcome: 'Welcome',
  prompt: 'Take a breath. What would you like to do today?',
  beginTitle: 'Begin a session',
  beginText: 'Work through the guided steps with something you want to clear.',
  journalTitle: 'Your journal',
  journalText: 'Look back at past sessions and how the intensity changed.',
  aboutTitle: 'How it works',
  aboutText: 'The three steps of the method, in plain words.',
  tipsTitle: 'Tips',
  tipsText: 'Seven small things that make sessions easier.',
});

const BEGIN = { to: '/begin-session', title: 'beginTitle', text: 'beginText' } as const;
const CARDS = [
  { to: '/journal', title: 'journalTitle', text: 'journalText' },
  { to: '/about', title: 'aboutTitle', text: 'aboutText' },
  { to: '/tips', title: 'tipsTitle', text: 'tipsText' },
] as const;

/** A first answer still on its way (a failed one is not waited for again: the page shows without it). */
const firstAnswerPending = (query: UseQueryResult) =>
  query.isPending && query.failureCount === 0 && query.fetchStatus === 'fetching';

export function DashboardPage() {
  const { user } = useAuth(patientAuth);
  const t = useMessages(messages);
  // What is due shows above the other cards, so the page waits for the first answer of each:
  // a card appearing later would move the others under a finger about to tap one.
  const dueQueries = [useCheckIns(), useMeasures()];
  if (dueQueries.some(firstAnswerPending)) return <Spinner />;
  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="dashboard-title" className="text-3xl font-semibold">
          {user?.first_name ? t.welcomeName({ name: user.first_name }) : t.welcome}
        </h1>
        <p className="text-lg text-muted">{t.prompt}</p>
      </div>
      <DashboardCard to={BEGIN.to} title={t[BEGIN.title]} text={t[BEGIN.text]} />
      {/* After "Begin a session", which stays the first thing on the page however many are due. */}
      <DueCheckIns />
      <DueMeasure />
      <ul className="grid gap-4 sm:grid-cols-3">
        {CARDS.map((c) => (
          <li key={c.to}>
            <DashboardCard to={c.to} title={t[c.title]} text={t[c.text]} />
          </li>
        ))}
      </ul>
      <CrisisNote />
    </section>
  );
}

function DashboardCard({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="flex h-full flex-col gap-1 rounded-2xl border border-brand-100 bg-white p-5 hover:border-brand-600 hover:bg-brand-50"
    >
      <span className="text-xl font-semibold text-brand-800">{title}</span>
      <span className="text-base text-muted">{text}</span>
    </Link>
  );
}
