import { i18n, useMessages } from '../lib/i18n';

const messages = i18n('shell/route-error', {
  failed: 'This page could not be loaded',
  check: 'Please check your connection and try again.',
  reload: 'Reload',
});

/** Shown when a page fails to load (for example a lost connection while fetching its code). */
export function RouteError() {
  const t = useMessages(messages);
  return (
    <section role="alert" className="mx-auto max-w-xl px-6 py-20 text-center">
      <h1 className="text-2xl font-semibold">{t.failed}</h1>
      <p className="mt-3 text-muted">{t.check}</p>
      <button
        type="button"
        className="mt-6 rounded-lg bg-brand-600 px-5 py-3 text-white"
        onClick={() => window.location.reload()}
      >
        {t.reload}
      </button>
    </section>
  );
}
