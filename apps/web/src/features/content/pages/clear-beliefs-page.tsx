import { Link } from 'react-router';
import { i18n, useMessages } from '../../../lib/i18n';
import { ContentPage } from '../components/content-page';

const messages = i18n('content/clear-beliefs', {
  title: 'Clear your Beliefs',
  lead: 'Some of the heaviest things we carry are not events, but sentences we believe about ourselves.',
  intro:
    '"I am not good enough." "People always leave." "I have to do everything myself." Beliefs like these usually formed early, for good reasons, to keep us safe. Over time they harden into rules that shape how we feel and what we dare to do, long after they stopped being useful.',
  feelingTitle: 'A belief has a feeling underneath it',
  feelingText:
    'Arguing with a belief rarely changes it. What does help is finding the feeling that keeps it alive. When you say the sentence to yourself slowly, something happens in your body: a tight throat, a sinking stomach, heat in your face. That sensation is where the work is.',
  howTitle: 'How to work with a belief in a session',
  how1: 'Choose "Thought or belief" at the start of a session.',
  how2: 'Write the belief down in your own words, as plainly as you can.',
  how3: 'Say it to yourself and notice where you feel it. Describe those sensations, not the belief.',
  how4: 'Stay with the sensations until they change. Then say the sentence again and notice whether it still feels true.',
  layers:
    'Beliefs often come in layers, so it is common to need several sessions. Be patient and kind with yourself: you are loosening something you have carried for a long time.',
  begin: 'Work on a belief',
});

export function ClearBeliefsPage() {
  const t = useMessages(messages);
  return (
    <ContentPage title={t.title} lead={t.lead}>
      <p>{t.intro}</p>
      <h2 className="text-2xl font-semibold">{t.feelingTitle}</h2>
      <p>{t.feelingText}</p>
      <h2 className="text-2xl font-semibold">{t.howTitle}</h2>
      <ol className="list-decimal space-y-2 pl-6">
        <li>{t.how1}</li>
        <li>{t.how2}</li>
        <li>{t.how3}</li>
        <li>{t.how4}</li>
      </ol>
      <p>{t.layers}</p>
      <div>
        <Link
          to="/begin-session"
          className="inline-block rounded-lg bg-brand-600 px-6 py-3 font-medium text-white hover:bg-brand-700"
        >
          {t.begin}
        </Link>
      </div>
    </ContentPage>
  );
}
