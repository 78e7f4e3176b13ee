import { Link } from 'react-router';
import { patientAuth, useAuth } from '../../../lib/auth-storage';
import { DueCheckIns } from '../../../components/check-ins/due-check-ins';
import { CrisisNote } from '../components/content-page';

const CARDS = [
  {
    to: '/begin-session',
    title: 'Begin a session',
    text: 'Work through the guided steps with something you want to clear.',
  },
  { to: '/journal', title: 'Your journal', text: 'Look back at past sessions and how the intensity changed.' },
  { to: '/about', title: 'How it works', text: 'The three steps of the method, in plain words.' },
  { to: '/tips', title: 'Tips', text: 'Seven small things that make sessions easier.' },
];

export function DashboardPage() {
  const { user } = useAuth(patientAuth);
  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="dashboard-title" className="text-3xl font-semibold">
          {user?.first_name ? `Welcome, ${user.first_name}` : 'Welcome'}
        </h1>
        <p className="text-lg text-muted">Take a breath. What would you like to do today?</p>
      </div>
      <DueCheckIns />
      <ul className="grid gap-4 sm:grid-cols-2">
        {CARDS.map((c) => (
          <li key={c.to}>
            <Link
              to={c.to}
              className="flex h-full flex-col gap-1 rounded-2xl border border-brand-100 bg-white p-5 hover:border-brand-600 hover:bg-brand-50"
            >
              <span className="text-xl font-semibold text-brand-800">{c.title}</span>
              <span className="text-base text-muted">{c.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <CrisisNote />
    </section>
  );
}
