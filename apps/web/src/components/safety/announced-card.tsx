import { Suspense, type ReactNode, type Ref } from 'react';
import { i18n, useMessages } from '../../lib/i18n';
import { SafetyCard } from './lazy-card';

const messages = i18n('safety/announced-card', { findingLines: 'Finding the lines near you…' });

/** The safety card, loaded when first shown, with a line saying the lines are being found meanwhile. */
export function SafetyCardOnceLoaded({ back }: { back?: ReactNode }) {
  const t = useMessages(messages);
  return (
    <Suspense fallback={<p className="text-muted">{t.findingLines}</p>}>
      <SafetyCard back={back} />
    </Suspense>
  );
}

/**
 * The safety card where a concern may arise (a session, its end, a check-in, a measure): the live
 * region is present from the start, so the card is announced (politely) when `show` turns on, and
 * the card's code loads then, with a line saying the lines are being found.
 */
export function AnnouncedSafetyCard({
  show,
  back,
  ref,
}: {
  show: boolean;
  back?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div aria-live="polite" ref={ref}>
      {show ? <SafetyCardOnceLoaded back={back} /> : null}
    </div>
  );
}
