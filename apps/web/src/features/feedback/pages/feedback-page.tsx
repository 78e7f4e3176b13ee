import { useAppName } from '../../../lib/app-info';
import { FeedbackForm } from '../../../components/feedback/feedback-form';

export function FeedbackPage() {
  const appName = useAppName();
  return (
    <section aria-labelledby="feedback-title" className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 id="feedback-title" className="text-3xl font-semibold">
        Feedback
      </h1>
      <p className="text-lg text-muted">
        How is {appName} working for you? What helped, what got in the way, what would you change? Every message is
        read.
      </p>
      <FeedbackForm />
    </section>
  );
}
