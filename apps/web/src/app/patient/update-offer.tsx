import { useUpdateOffer } from '../../lib/app-update';
import { i18n, useMessages } from '../../lib/i18n';

const messages = i18n('shell/update-offer', {
  ready: 'A new version of the app is ready.',
  reload: 'Reload to update',
});

/**
 * Offers a new version of the app once it is installed and no guided session is running (the
 * session holds the offer back: lib/app-update.ts), so a reload never interrupts a step.
 */
export function UpdateOffer() {
  const reload = useUpdateOffer();
  const t = useMessages(messages);
  if (!reload) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-200 bg-white px-4 py-3 shadow-lg"
      data-testid="update-offer"
    >
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3">
        <p className="text-ink">{t.ready}</p>
        <button
          type="button"
          onClick={reload}
          className="min-h-11 rounded-lg bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700"
        >
          {t.reload}
        </button>
      </div>
    </div>
  );
}
