import { useId } from 'react';
import { i18n, useMessages } from '../../lib/i18n';
import { SafetyCardOnceLoaded } from './announced-card';

const messages = i18n('safety/not-emergency', {
  title: 'Messages are not an emergency service',
  patient:
    'Your supporter reads your messages when they can, and a reply may take a day or more. If you are in danger, or ' +
    'thinking about ending your life or hurting yourself, do not wait for a reply: call one of the crisis lines ' +
    'below or your local emergency number now.',
  toLines: 'See the crisis lines',
  supporter:
    'Messages are not watched around the clock, and patients are told so. If something a patient writes makes you ' +
    'fear for their safety, do not rely on a message: point them to the crisis lines and their local emergency ' +
    'number, and follow your service’s safety procedure.',
  linesToPass: 'Crisis lines you can pass on',
});

/** The crisis lines (the same card as everywhere else), loaded when first shown. */
export function CrisisLines() {
  return (
    <div id="crisis-lines">
      <SafetyCardOnceLoaded />
    </div>
  );
}

/**
 * Said plainly wherever messages are written, on both sides: they are read when someone can, so
 * they are no place for an emergency. A patient's page shows the crisis lines further down (this
 * notice links to them); a supporter opens them here, to pass them on.
 */
export function NotEmergency({ side }: { side: 'patient' | 'supporter' }) {
  const t = useMessages(messages);
  const titleId = useId();
  return (
    <aside
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-2xl border border-brand-200 bg-white p-4 text-ink"
      data-testid="not-emergency"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t.title}
      </h2>
      <p>{side === 'patient' ? t.patient : t.supporter}</p>
      {side === 'patient' ? (
        <a href="#crisis-lines" className="self-start font-medium text-brand-700 underline">
          {t.toLines}
        </a>
      ) : (
        <details>
          <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-800 underline-offset-2 hover:underline">
            {t.linesToPass}
          </summary>
          <CrisisLines />
        </details>
      )}
    </aside>
  );
}
