import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { createQueryClient } from '../src/lib/query-client';

/** Shows where the router ended up, so tests can assert redirects. */
function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders one screen at `path` inside a memory router (with the given initial entry and
 * router state), a fresh query client and the toaster. Other paths render a marker page.
 */
export function renderRoute(element: ReactElement, opts: { path: string; at?: string; state?: unknown }) {
  const router = createMemoryRouter(
    [
      {
        path: opts.path,
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    {
      initialEntries: [
        {
          pathname: (opts.at ?? opts.path).split('?')[0]!,
          search: (opts.at ?? '').includes('?') ? `?${opts.at!.split('?')[1]}` : '',
          state: opts.state,
        },
      ],
    },
  );
  const client = createQueryClient();
  const utils = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}

type Handler = (url: string, init: RequestInit) => { status?: number; body?: unknown } | undefined;

/** A fetch stub answering JSON per request; unknown requests fail the test loudly with 599. */
export function stubApi(handler: Handler) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const answer = handler(url, init) ?? {
      status: 599,
      body: { success: false, error: 'UNEXPECTED', message: `unexpected ${url}` },
    };
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

export const jsonBody = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
