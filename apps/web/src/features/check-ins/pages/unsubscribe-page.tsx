import { Button } from '../../../components/ui/button';
import { useUnsubscribeCheckIns } from '../api/unsubscribe-check-ins';

/**
 * The unsubscribe link at the foot of a check-in mail. The token travels in the fragment (never
 * sent to a server or its logs) and is used only when the person presses the button: a mail
 * scanner that follows links turns nothing off.
 */
export function UnsubscribePage() {
  const token = window.location.hash.replace(/^#/, '');
  const stop = useUnsubscribeCheckIns();
  return (
    <section aria-labelledby="unsubscribe-title" className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <h1 id="unsubscribe-title" className="text-3xl font-semibold">
        Check-in e-mails
      </h1>
      {stop.isSuccess ? (
        <p role="status" className="text-lg">
          You will no longer get check-in e-mails. You can turn them on again in Settings.
        </p>
      ) : (
        <>
          <p className="text-lg">Stop the e-mails that remind you when a check-in is due?</p>
          <Button onClick={() => stop.mutate(token)} disabled={!token || stop.isPending} className="self-start">
            Stop check-in e-mails
          </Button>
          {stop.isError || !token ? (
            <p role="alert" className="text-danger">
              This link is not valid. You can turn the e-mails off in Settings.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
