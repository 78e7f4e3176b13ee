import type { SessionStep } from '@clearwell/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { patientAuth, type StoredPatient } from '../src/lib/auth-storage';
import { createQueryClient } from '../src/lib/query-client';

export function step(i: number, title: string, type: SessionStep['type'], radio: string[] = []): SessionStep {
  return {
    id: `00000000-0000-4000-8000-00000000000${i}`,
    title,
    description: `About ${title}`,
    text_content: `Guidance for ${title}.`,
    type,
    options: {
      radio_title: `${title}?`,
      radio_options: radio,
      slider_title: 'How strong?',
      slider_config: { min: 0, max: 10 },
    },
    media: { image: [], video: null, audio: null },
    order: i,
  };
}

type Handler = (init: RequestInit | undefined) => { status: number; body: unknown };

/** Answers fetch calls by "METHOD /path"; records every call. */
export function mockApi(routes: Record<string, Handler | { status: number; body: unknown }>) {
  const calls: { key: string; body: unknown }[] = [];
  const fn = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[key];
    const answer =
      typeof route === 'function'
        ? route(init)
        : (route ?? { status: 404, body: { success: false, error: 'NOT_FOUND', message: 'Not found' } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

/** The signed-in patient of the rendering tests, as the app keeps them after a sign-in. */
export const testPatient: StoredPatient = {
  id: 'u1',
  first_name: 'Robin',
  last_name: 'Hale',
  email: 'robin@example.test',
  status: 'active',
  avatar: null,
  guide_medium: 'text',
  share_data_for_research: false,
  agreement_accepted: true,
};

export function renderAt(path: string, element: ReactElement, extra: Record<string, ReactElement> = {}) {
  patientAuth.save({ token: 'token', user: testPatient });
  // The app's client (its network mode included), without retries so failures show at once.
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          {Object.entries(extra).map(([p, el]) => (
            <Route key={p} path={p} element={el} />
          ))}
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}
