import { ContentPage } from '../components/content-page';

export const TIPS = [
  {
    title: 'Make a little space',
    text: 'Pick a time and place where you will not be interrupted for fifteen minutes. Silence your phone and sit comfortably.',
  },
  {
    title: 'Start small',
    text: 'For your first sessions, choose something mild: a small ache, a minor irritation. It builds trust in the process.',
  },
  {
    title: 'Feel, do not think',
    text: 'When you notice yourself explaining or analysing, gently bring your attention back to the sensation in your body.',
  },
  {
    title: 'Be curious about the details',
    text: 'Size, shape, weight, temperature, movement: the more precisely you notice, the easier it is to stay with it.',
  },
  {
    title: 'Let it be as big as it wants',
    text: 'Resisting a feeling keeps it stuck. Allowing it, even for a minute, is usually what lets it move.',
  },
  {
    title: 'Go round again if you need to',
    text: 'Long-standing experiences often clear in layers. Another round is not a failure; it is how the method works.',
  },
  {
    title: 'Look after yourself afterwards',
    text: 'Drink some water, take a short walk, and notice over the next days what has changed. Your journal helps you see it.',
  },
];

export function TipsPage() {
  return (
    <ContentPage title="Tips" lead="Seven small things that make sessions easier and more effective.">
      <ol className="flex flex-col gap-4">
        {TIPS.map((tip, i) => (
          <li key={tip.title} className="flex gap-4 rounded-2xl border border-brand-100 bg-white p-5">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800"
            >
              {i + 1}
            </span>
            <div className="flex flex-col gap-1">
              <h2 className="text-xl font-semibold">{tip.title}</h2>
              <p className="text-base leading-relaxed text-muted">{tip.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </ContentPage>
  );
}
