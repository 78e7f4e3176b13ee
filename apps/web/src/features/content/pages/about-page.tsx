import { Link } from 'react-router';
import { useAppName } from '../../../lib/app-info';
import { i18n, params, useMessages } from '../../../lib/i18n';
import { ContentPage, CrisisNote } from '../components/content-page';

const messages = i18n('content/about', {
  title: 'How it works',
  lead: params(
    '{appName} helps you clear unwanted feelings, thoughts and pains by feeling them, rather than fighting them.',
  ),
  intro:
    'A session takes about fifteen minutes. The guidance comes as text, audio or video (you can choose in Settings), and each step asks a small question so that you stay with the experience. At the start and at the end you rate how strong it is, so you can see what changed.',
  feelTitle: 'Focus on the unpleasant experience and feel it',
  feelText:
    'Choose one thing to work on: a pain, a feeling, a worry about someone, a belief about yourself. Instead of distracting yourself, turn your attention towards it and let yourself feel it as it is right now.',
  sourceTitle: 'Find its source and qualities',
  sourceText:
    'Notice where it sits in your body and what it is like: its size, weight, temperature, movement, edges. Then follow it gently to the place it seems to start. You are not analysing, just noticing.',
  fullyTitle: 'Experience it fully',
  fullyText:
    'Let the experience be as big as it wants to be, without resisting or holding on. Breathe with it for a minute or two. When it has been fully felt, check again: often it has softened, shifted or gone.',
  again:
    'If the experience is still there after a round, that is normal. You can go round again, or move to the final steps and come back another day. Everything you write is saved in your private journal.',
  begin: 'Begin a session',
});

const STEPS = [
  ['feelTitle', 'feelText'],
  ['sourceTitle', 'sourceText'],
  ['fullyTitle', 'fullyText'],
] as const;

export function AboutPage() {
  const appName = useAppName();
  const t = useMessages(messages);
  return (
    <ContentPage title={t.title} lead={t.lead({ appName })}>
      <p>{t.intro}</p>
      <ol className="flex flex-col gap-4">
        {STEPS.map(([title, text], i) => (
          <li key={title} className="flex gap-4 rounded-2xl border border-brand-100 bg-white p-5">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800"
            >
              {i + 1}
            </span>
            <div className="flex flex-col gap-1">
              <h2 className="text-xl font-semibold">{t[title]}</h2>
              <p className="text-base leading-relaxed text-muted">{t[text]}</p>
            </div>
          </li>
        ))}
      </ol>
      <p>{t.again}</p>
      <div>
        <Link
          to="/begin-session"
          className="inline-block rounded-lg bg-brand-600 px-6 py-3 font-medium text-white hover:bg-brand-700"
        >
          {t.begin}
        </Link>
      </div>
      <CrisisNote />
    </ContentPage>
  );
}
