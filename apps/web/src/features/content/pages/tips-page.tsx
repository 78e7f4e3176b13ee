import { i18n, useMessages } from '../../../lib/i18n';
import { ContentPage } from '../components/content-page';

const messages = i18n('content/tips', {
  title: 'Tips',
  lead: 'Seven small things that make sessions easier and more effective.',
  spaceTitle: 'Make a little space',
  spaceText:
    'Pick a time and place where you will not be interrupted for fifteen minutes. Silence your phone and sit comfortably.',
  smallTitle: 'Start small',
  smallText:
    'For your first sessions, choose something mild: a small ache, a minor irritation. It builds trust in the process.',
  feelTitle: 'Feel, do not think',
  feelText:
    'When you notice yourself explaining or analysing, gently bring your attention back to the sensation in your body.',
  detailsTitle: 'Be curious about the details',
  detailsText:
    'Size, shape, weight, temperature, movement: the more precisely you notice, the easier it is to stay with it.',
  bigTitle: 'Let it be as big as it wants',
  bigText: 'Resisting a feeling keeps it stuck. Allowing it, even for a minute, is usually what lets it move.',
  againTitle: 'Go round again if you need to',
  againText:
    'Long-standing experiences often clear in layers. Another round is not a failure; it is how the method works.',
  afterTitle: 'Look after yourself afterwards',
  afterText:
    'Drink some water, take a short walk, and notice over the next days what has changed. Your journal helps you see it.',
});

/** The seven tips, in order: the message keys of each one's title and text. */
const TIPS = [
  ['spaceTitle', 'spaceText'],
  ['smallTitle', 'smallText'],
  ['feelTitle', 'feelText'],
  ['detailsTitle', 'detailsText'],
  ['bigTitle', 'bigText'],
  ['againTitle', 'againText'],
  ['afterTitle', 'afterText'],
] as const;

export function TipsPage() {
  const t = useMessages(messages);
  return (
    <ContentPage title={t.title} lead={t.lead}>
      <ol className="flex flex-col gap-4">
        {TIPS.map(([title, text], i) => (
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
    </ContentPage>
  );
}
