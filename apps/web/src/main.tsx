import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
// The DOM build of the provider, so a navigation can ask for `flushSync` (see delete-account-modal).
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { AppNameAsTitle } from './lib/app-info';
import { appQueryClient } from './lib/query-client';
import './index.css';

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={appQueryClient}>
      <AppNameAsTitle />
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

// Offline use and installing (lib/service-worker.ts): loaded after the page, never in its first download.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => void import('./lib/service-worker').then((m) => m.startServiceWorker(appQueryClient)),
  );
}
