import { useAppName } from '../../../lib/app-info';
import { i18n, params, useMessages } from '../../../lib/i18n';
import { FeedbackForm } from '../../../components/feedback/feedback-form';

const messages = i18n('feedback/page', {
  title: 'Feedback',
  intro: params(
    'How is {appName} working for you? What helped, what got in the way, what would you change? Every message is read.',
  ),
});

export function FeedbackPage() {
  const t = useMessages(messages);
  const appName = useAppName();
  return (
    <section aria-labelledby="feedback-title" className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 id="feedback-title" className="text-3xl font-semibold">
        {t.title}
      </h1>
      <p className="text-lg text-muted">{t.intro({ appName })}</p>
      <FeedbackForm />
    </section>
  );
}
