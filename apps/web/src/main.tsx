import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
// The DOM build of the provider, so a navigation can ask for `flushSync` (see delete-account-modal).
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { appQueryClient } from './lib/query-client';
import { routes } from './app/routes';
import './index.css';

const router = createBrowserRouter(routes);
const root = createRoot(document.getElementById('root')!);

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for one long task while a phone is still busy loading the page.
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers client={appQueryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
