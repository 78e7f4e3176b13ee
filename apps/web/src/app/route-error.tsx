import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page fails to load (for example a lost connection while fetching its code). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section role="alert" className="mx-auto max-w-xl px-6 py-20 text-center">
      <h1 className="text-2xl font-semibold">{notFound ? '404 Page Not Found' : 'This page could not be loaded'}</h1>
      <p className="mt-3 text-muted">Please check your connection and try again.</p>
      <button
        type="button"
        className="mt-6 rounded-lg bg-brand-600 px-5 py-3 text-white"
        onClick={() => window.location.reload()}
      >
        Reload
      </button>
    </section>
  );
}
