import { i18n, useMessages } from '../../../lib/i18n';
import { ContentPage } from '../components/content-page';
import { PackageVideo } from '../components/package-video';

const messages = i18n('content/theory', {
  title: 'Theory',
  lead: 'Why feeling something fully can help it let go.',
  video: 'The theory behind the method',
  videoFailed: 'Video failed to load. Please try again later.',
  intro:
    'When something painful happens, we naturally try to get away from it: we tense up, distract ourselves, or tell ourselves a story about it. That protects us in the moment, but it can also leave the experience unfinished. The feeling stays in the body, and it returns whenever something reminds us of it.',
  attentionTitle: 'Attention without resistance',
  attentionText:
    'Many approaches, from mindfulness to body-focused therapies, share a simple observation: a sensation that is met with calm, curious attention tends to change. It may grow for a moment, shift place, change quality, and then settle. The guided session is built around exactly that: noticing, describing and allowing.',
  bodyTitle: 'Why the body',
  bodyText:
    'Thoughts can go round in circles, but sensations are always happening now. Describing where and how you feel something keeps you in the present, where change can happen, rather than in the memory or the worry.',
  notTitle: 'What it is not',
  notText:
    'This is a self-help practice, not a diagnosis or a treatment. If an experience is overwhelming, keeps getting worse, or comes with thoughts of harming yourself, please talk to a doctor or a mental health professional.',
});

export function TheoryPage() {
  const t = useMessages(messages);
  return (
    <ContentPage title={t.title} lead={t.lead}>
      <PackageVideo title={t.video} failureText={t.videoFailed} />
      <p>{t.intro}</p>
      <h2 className="text-2xl font-semibold">{t.attentionTitle}</h2>
      <p>{t.attentionText}</p>
      <h2 className="text-2xl font-semibold">{t.bodyTitle}</h2>
      <p>{t.bodyText}</p>
      <h2 className="text-2xl font-semibold">{t.notTitle}</h2>
      <p>{t.notText}</p>
    </ContentPage>
  );
}
