import { useStore } from '@nanostores/react';
import { Suspense } from 'react';
import { SafetyCard } from '../../components/safety/lazy-card';
import { Button } from '../../components/ui/button';
import { i18n, useMessages } from '../../lib/i18n';
import { dismissLaterConcern, laterConcern } from '../../lib/later-concern';

const messages = i18n('shell/later-safety', {
  arrived: 'A session you kept on this device is now in your journal.',
  close: 'Close',
});

/**
 * The crisis lines, on whatever page is open, when a session kept on the device reached the
 * journal and the server judged it a concern (docs/api.md, Safety), until the patient closes them.
 */
export function LaterSafety() {
  const shown = useStore(laterConcern);
  const t = useMessages(messages);
  if (!shown) return null;
  return (
    <section
      aria-live="polite"
      className="mx-auto flex w-full max-w-3xl flex-col gap-3 px-4 pt-6 sm:px-6"
      data-testid="later-safety"
    >
      <p className="text-lg text-muted">{t.arrived}</p>
      <Suspense fallback={null}>
        <SafetyCard
          back={
            <Button variant="secondary" onClick={dismissLaterConcern}>
              {t.close}
            </Button>
          }
        />
      </Suspense>
    </section>
  );
}
