import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
// The DOM build of the provider, so a navigation can ask for `flushSync` (see delete-account-modal).
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { AppNameAsTitle } from './lib/app-info';
import { preloadMessages } from './lib/i18n';
import { appQueryClient } from './lib/query-client';
import './index.css';

const router = createBrowserRouter(routes);

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers client={appQueryClient}>
        <AppNameAsTitle />
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );

// In Spanish or German the first paint waits for that language's messages (one small file), so no
// English flashes by; in English nothing is waited for.
void preloadMessages(location.pathname.startsWith('/admin') ? 'admin' : 'patient').finally(render);

// Offline use and installing (lib/service-worker.ts): loaded after the page, never in its first download.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => void import('./lib/service-worker').then((m) => m.startServiceWorker(appQueryClient)),
  );
}
