import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientAuth, type StoredPatient } from '../../lib/auth-storage';
import { mockApi, renderRoutes } from '../../../test/admin-render';
import { routes } from '../routes';

const ann: StoredPatient = {
  id: 'u1',
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.test',
  status: 'active',
  avatar: null,
  guide_medium: 'text',
  share_data_for_research: false,
  agreement_accepted: true,
};
const ok = (data: unknown) => ({ body: { success: true, data } });
const revoked = {
  status: 401,
  body: { success: false, error: 'UNAUTHORIZED', message: 'Your session is not valid. Please sign in again.' },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Records whether the page ever showed the cached person or the signed-in header, however briefly. */
function watchForSignedInChrome() {
  const seen = new Set<string>();
  const look = () => {
    if (document.body.textContent?.includes('Welcome, Ann')) seen.add('Welcome, Ann');
    if (document.querySelector('[aria-label="Account menu"]')) seen.add('account menu');
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return {
    seen: () => {
      look();
      observer.disconnect();
      return [...seen];
    },
  };
}

describe('a deep link opened while signed out', () => {
  it('leads to the login page, then back to the page asked for, with its query and fragment', async () => {
    const calls = mockApi((url) => {
      if (url === '/api/auth/signin') return ok({ token: 'tok', user: ann });
      if (url === '/api/auth/profile') return ok(ann);
      if (url === '/api/journal') return ok([]);
      return { status: 404, body: { success: false, error: 'NOT_FOUND', message: url } };
    });
    const { router } = renderRoutes(routes, '/journal?month=2026-03#latest');
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Journal' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/journal', search: '?month=2026-03', hash: '#latest' });
    expect(calls.mock.calls.map(([url]) => url)).toContain('/api/auth/signin');
  });

  it('without one, a sign-in goes to the dashboard', async () => {
    mockApi((url) =>
      url === '/api/auth/signin' ? ok({ token: 'tok', user: ann }) : url === '/api/auth/profile' ? ok(ann) : ok(null),
    );
    const { router } = renderRoutes(routes, '/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'ann@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('a stored session is checked with the server before it is shown', () => {
  it('a revoked one goes to /login?session=expired without ever showing the cached person', async () => {
    patientAuth.save({ user: ann, token: 'revoked-token' });
    mockApi((url) => (url === '/api/auth/profile' ? revoked : ok(null)));
    const watch = watchForSignedInChrome();
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByText(/your session has expired/i)).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?session=expired');
    expect(patientAuth.getToken()).toBeNull();
    expect(patientAuth.getUser()).toBeNull();
    expect(watch.seen()).toEqual([]);
  });

  it('a valid one shows the server’s copy of the person, asking for the profile once for the header and the page', async () => {
    patientAuth.save({ user: ann, token: 'tok' });
    const calls = mockApi((url) => {
      if (url === '/api/auth/profile') return ok({ ...ann, first_name: 'Annabel' });
      if (url === '/api/settings') return ok({ guide_medium: 'text', share_data_for_research: false });
      return ok(null);
    });
    renderRoutes(routes, '/settings');
    expect(await screen.findByText('Annabel Lee')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(calls.mock.calls.filter(([url]) => url === '/api/auth/profile')).toHaveLength(1);
  });

  it('is checked again when the tab comes back later, and a session revoked meanwhile ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    patientAuth.save({ user: ann, token: 'tok' });
    let accepted = true;
    mockApi((url) => (url === '/api/auth/profile' ? (accepted ? ok(ann) : revoked) : ok(null)));
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann' })).toBeInTheDocument();

    accepted = false; // signed out on another device
    vi.setSystemTime(Date.now() + 60_000);
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?session=expired'),
    );
    expect(screen.queryByText('Welcome, Ann')).not.toBeInTheDocument();
    expect(patientAuth.getToken()).toBeNull();
  });

  it('does not send someone verifying their e-mail away, whatever token is stored', async () => {
    patientAuth.save({ user: ann, token: 'revoked-token' });
    const calls = mockApi((url) =>
      url.startsWith('/api/auth/verify-email')
        ? ok({ user: ann })
        : url === '/api/app-info'
          ? ok({ app_name: 'Clearwell', support_email: '', support_phone: '' })
          : revoked,
    );
    const { router } = renderRoutes(routes, '/auth/email-verified?code=abc');
    expect(await screen.findByRole('button', { name: 'Continue to Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/email-verified');
    expect(calls.mock.calls.map(([url]) => url)).not.toContain('/api/auth/profile');
  });
});
