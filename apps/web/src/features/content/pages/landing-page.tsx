import { Link } from 'react-router';
import { useAppName } from '../../../lib/app-info';
import { i18n, params, useMessages } from '../../../lib/i18n';
import { PackageVideo } from '../components/package-video';

const messages = i18n('content/landing', {
  title: 'Clear what weighs on you, one gentle step at a time.',
  intro: params(
    '{appName} guides you through a short, calm session to work with an unwanted feeling, a stubborn thought or a nagging pain. You go at your own pace, and a private journal shows how things change over time.',
  ),
  getStarted: 'Get Started',
  signIn: 'Sign In',
  video: params('An introduction to {appName}'),
  methodTitle: 'The method',
  method:
    'Most of us were taught to ignore, fight or explain away what hurts. Yet a feeling that is allowed to be felt, fully and kindly, often loosens its grip on its own. Each session walks you through that in plain steps, with text, audio or video guidance, whichever suits you.',
  step: params('Step {number}'),
  feelTitle: 'Feel it',
  feelText: 'Turn towards the feeling, thought or pain you want to clear, instead of pushing it away.',
  findTitle: 'Find it',
  findText: 'Notice where it lives in your body, what it is like, and where it seems to come from.',
  moveTitle: 'Let it move',
  moveText: 'Experience it fully for a minute or two, then check how it is now. Often it softens or goes.',
  selfHelp: params(
    '{appName} is a self-help practice. It does not replace a doctor or therapist, and in an emergency you should always call your local emergency number.',
  ),
});

const METHOD = [
  ['feelTitle', 'feelText'],
  ['findTitle', 'findText'],
  ['moveTitle', 'moveText'],
] as const;

/** The front door for visitors: what this is, how it works, and the way in. */
export function LandingPage() {
  const appName = useAppName();
  const t = useMessages(messages);
  return (
    <div className="flex flex-col gap-12 py-4">
      <section aria-labelledby="landing-title" className="grid items-center gap-8 md:grid-cols-2">
        <div className="flex flex-col gap-5">
          <h1 id="landing-title" className="text-4xl font-semibold leading-tight text-ink">
            {t.title}
          </h1>
          <p className="text-lg leading-relaxed text-muted">{t.intro({ appName })}</p>
          <div className="flex flex-wrap gap-3">
            <Link
              to="/register"
              className="rounded-lg bg-brand-600 px-6 py-3 text-lg font-medium text-white hover:bg-brand-700"
            >
              {t.getStarted}
            </Link>
            <Link
              to="/login"
              className="rounded-lg border border-brand-600 bg-white px-6 py-3 text-lg font-medium text-brand-700 hover:bg-brand-50"
            >
              {t.signIn}
            </Link>
          </div>
        </div>
        <PackageVideo title={t.video({ appName })} />
      </section>
      <section aria-labelledby="method-title" className="flex flex-col gap-6">
        <h2 id="method-title" className="text-2xl font-semibold">
          {t.methodTitle}
        </h2>
        <p className="max-w-3xl text-lg leading-relaxed text-ink">{t.method}</p>
        <ol className="grid gap-4 md:grid-cols-3">
          {METHOD.map(([title, text], i) => (
            <li key={title} className="flex flex-col gap-2 rounded-2xl border border-brand-100 bg-white p-5">
              <span className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                {t.step({ number: i + 1 })}
              </span>
              <h3 className="text-xl font-semibold">{t[title]}</h3>
              <p className="text-base leading-relaxed text-muted">{t[text]}</p>
            </li>
          ))}
        </ol>
        <p className="max-w-3xl text-base text-muted">{t.selfHelp({ appName })}</p>
      </section>
    </div>
  );
}
