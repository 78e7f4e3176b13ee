import { Button } from '../../../components/ui/button';
import { i18n, useMessages } from '../../../lib/i18n';
import { useUnsubscribeCheckIns } from '../api/unsubscribe-check-ins';

const messages = i18n('check-ins/unsubscribe', {
  title: 'Check-in e-mails',
  done: 'You will no longer get check-in e-mails. You can turn them on again in Settings.',
  ask: 'Stop the e-mails that remind you when a check-in is due?',
  stop: 'Stop check-in e-mails',
  invalid: 'This link is not valid. You can turn the e-mails off in Settings.',
});

/**
 * The unsubscribe link at the foot of a check-in mail. The token travels in the fragment (never
 * sent to a server or its logs) and is used only when the person presses the button: a mail
 * scanner that follows links turns nothing off.
 */
export function UnsubscribePage() {
  const token = window.location.hash.replace(/^#/, '');
  const stop = useUnsubscribeCheckIns();
  const t = useMessages(messages);
  return (
    <section aria-labelledby="unsubscribe-title" className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <h1 id="unsubscribe-title" className="text-3xl font-semibold">
        {t.title}
      </h1>
      {stop.isSuccess ? (
        <p role="status" className="text-lg">
          {t.done}
        </p>
      ) : (
        <>
          <p className="text-lg">{t.ask}</p>
          <Button onClick={() => stop.mutate(token)} disabled={!token || stop.isPending} className="self-start">
            {t.stop}
          </Button>
          {stop.isError || !token ? (
            <p role="alert" className="text-danger">
              {t.invalid}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
