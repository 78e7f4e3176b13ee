import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import './index.css';

const router = createBrowserRouter(routes);
const root = createRoot(document.getElementById('root')!);

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for one long task while a phone is still busy loading the page.
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
