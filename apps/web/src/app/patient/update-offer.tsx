import { useUpdateOffer } from '../../lib/app-update';

/**
 * Offers a new version of the app once it is installed and no guided session is running (the
 * session holds the offer back: lib/app-update.ts), so a reload never interrupts a step.
 */
export function UpdateOffer() {
  const reload = useUpdateOffer();
  if (!reload) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-200 bg-white px-4 py-3 shadow-lg"
      data-testid="update-offer"
    >
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3">
        <p className="text-ink">A new version of the app is ready.</p>
        <button
          type="button"
          onClick={reload}
          className="min-h-11 rounded-lg bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700"
        >
          Reload to update
        </button>
      </div>
    </div>
  );
}
