import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/routes';
import { AppNameAsTitle } from './lib/app-info';
import { areaAt, preloadMessages } from './lib/i18n';
import { appQueryClient } from './lib/query-client';
import './index.css';

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers client={appQueryClient}>
        <AppNameAsTitle />
        {/* Navigations apply at once, not in a transition: a caller can then `flushSync` one
            (delete-account-modal), and a page whose code is still on its way shows the spinner. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );

// In Spanish or German the first paint waits for that language's messages (one small file), so no
// English flashes by; in English nothing is waited for.
void preloadMessages(areaAt(location.pathname)).finally(render);

// Offline use and installing (lib/service-worker.ts): loaded after the page, never in its first download.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => void import('./lib/service-worker').then((m) => m.startServiceWorker(appQueryClient)),
  );
}
