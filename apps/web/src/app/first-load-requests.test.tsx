import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from './providers';
import { routes } from './routes';
import { patientAuth } from '../lib/auth-storage';
import { appQueryClient } from '../lib/query-client';
import { testPatient } from '../../test/render-page';

// On a phone's network every request that waits for another costs a round trip before the page
// can show anything. Opening a signed-in page sends the session check, the patient's settings and
// the page's own requests together, as the navigation starts.

afterEach(() => {
  vi.unstubAllGlobals();
  patientAuth.clear();
  appQueryClient.clear();
});

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data }), { headers: { 'content-type': 'application/json' } });

const answers: Record<string, unknown> = {
  '/api/app-info': { app_name: 'Clearwell', support_email: 'help@example.test', support_phone: null },
  '/api/settings': {
    guide_medium: 'text',
    share_data_for_research: false,
    check_in_emails: false,
    country: null,
    language: 'en',
    language_chosen: false,
  },
  '/api/journal': [],
  '/api/journal/shares': [],
  '/api/check-ins': [],
};

/** Answers everything at once except the session check, which waits until `releaseProfile`. */
function stubServer() {
  const asked: string[] = [];
  let releaseProfile = () => {};
  const profile = new Promise<Response>((resolve) => {
    releaseProfile = () => resolve(ok(testPatient));
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).split('?')[0]!;
      asked.push(path);
      if (path === '/api/auth/profile') return profile;
      return path in answers
        ? ok(answers[path])
        : new Response(JSON.stringify({ success: false, error: 'NOT_FOUND', message: 'Not found' }), { status: 404 });
    }),
  );
  return { asked, releaseProfile: () => releaseProfile() };
}

/** The app's own routes and query client at `path`, as main.tsx starts them. */
function openAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers client={appQueryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('opening a signed-in page', () => {
  it('asks for the journal, its shared links and the settings while the session check is still out', async () => {
    const server = stubServer();
    patientAuth.save({ token: 'token', user: testPatient });
    openAt('/journal');
    await waitFor(() =>
      expect(server.asked).toEqual(
        expect.arrayContaining(['/api/auth/profile', '/api/settings', '/api/journal', '/api/journal/shares']),
      ),
    );
    // The header and a spinner show meanwhile; nothing signed-in until the server has confirmed the session.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { name: 'Journal' })).toBeNull();
    server.releaseProfile();
    expect(await screen.findByRole('heading', { name: 'Journal' })).toBeInTheDocument();
    expect(await screen.findByText(/Your journal is empty/)).toBeInTheDocument();
    // The page used the answers already on their way: each was asked once.
    expect(server.asked.filter((p) => p === '/api/journal')).toHaveLength(1);
    expect(server.asked.filter((p) => p === '/api/auth/profile')).toHaveLength(1);
  });

  it('asks nothing of a signed-in kind without a sign-in, and goes to the sign-in page', async () => {
    const server = stubServer();
    const router = openAt('/journal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.asked.filter((p) => p !== '/api/app-info')).toEqual([]);
  });

  it('with a token the server has revoked, goes to the sign-in page saying the session expired', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).startsWith('/api/app-info')
          ? ok(answers['/api/app-info'])
          : new Response(JSON.stringify({ success: false, error: 'UNAUTHORIZED', message: 'Session not valid' }), {
              status: 401,
              headers: { 'content-type': 'application/json' },
            }),
      ),
    );
    patientAuth.save({ token: 'revoked', user: testPatient });
    const router = openAt('/settings');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?session=expired'),
    );
    expect(await screen.findByText('Your session has expired. Please sign in again to continue.')).toBeInTheDocument();
    expect(patientAuth.getToken()).toBeNull();
  });
});
