import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
// The DOM build of the provider, so a navigation can ask for `flushSync` (see delete-account-modal).
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { AppNameAsTitle, appInfoQuery } from './lib/app-info';
import { keepEarlyResponsesUntil } from './lib/early-requests';
import { appQueryClient } from './lib/query-client';
import { routes } from './app/routes';
import { routerReady } from './lib/router-ready';
import './index.css';

// The product's name comes from the server; asked for before the first page's code, not after it.
void appQueryClient.prefetchQuery(appInfoQuery);
const router = createBrowserRouter(routes);
const started = routerReady(router);
keepEarlyResponsesUntil(started);
const root = createRoot(document.getElementById('root')!);

// The first render waits for the router to have started (see routerReady), and is a transition:
// it yields to the browser every few milliseconds instead of holding the main thread for one
// long task while a phone is still busy loading the page.
void started.then(() => startTransition(() => {
  root.render(
    <StrictMode>
      <Providers client={appQueryClient}>
        <AppNameAsTitle />
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}));

// Offline use and installing (lib/service-worker.ts): loaded after the page, never in its first download.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('./lib/service-worker').then((m) => m.startServiceWorker(appQueryClient)));
}
