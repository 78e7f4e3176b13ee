import { COMMON_PASSWORD_MESSAGE } from '@clearwell/shared/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SupporterRoutes } from './supporter-routes';
import { patientAuth, supporterAuth } from '../../lib/auth-storage';
import { mockApi, renderRoutes } from '../../../test/admin-render';

// The area's pages load lazily, as in the app; compiled once here, so no test waits on the compiler.
beforeAll(() =>
  Promise.all([
    import('../../features/supporter/pages/supporter-login-page'),
    import('../../features/supporter/pages/supporter-set-password-page'),
    import('../../features/supporter/pages/caseload-page'),
    import('../../features/supporter/pages/supported-patient-page'),
  ]),
);

afterEach(async () => {
  vi.unstubAllGlobals();
  (await import('sonner')).toast.dismiss();
});

const ok = (data: unknown, status = 200) => ({ status, body: { success: true, data } });
const refused = (status: number, error: string, message: string, details: unknown[] = []) => ({
  status,
  body: { success: false, error, message, details },
});
const APP_INFO = ok({ app_name: 'Clearwell', support_email: 's@x.test', support_phone: null });
const MARIA = { id: 's1', name: 'Maria', code: 'AB12CD34' };

/** The supporters' area as the app mounts it, at `path`. */
const open = (path: string) => renderRoutes([{ path: '/supporter/*', element: <SupporterRoutes /> }], path);
const sent = (fetch: ReturnType<typeof mockApi>, path: string) =>
  JSON.parse(fetch.mock.calls.find(([url]) => url === path)![1]!.body as string) as unknown;

describe('supporter sign-in', () => {
  it('asks for both fields, then signs in with a token kept apart from a patient’s, and shows the caseload', async () => {
    patientAuth.save({ token: 'patient-token', user: { id: 'u1' } as never });
    const fetch = mockApi((url) => {
      if (url === '/api/app-info') return APP_INFO;
      if (url === '/api/supporter/signin') return ok({ token: 'supporter-token', supporter: MARIA });
      if (url === '/api/supporter/me') return ok(MARIA);
      if (url === '/api/supporter/patients') return ok([]);
      return refused(404, 'NOT_FOUND', 'Not found');
    });
    const { router } = open('/supporter/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('E-mail'), 'maria@clinic.test');
    await userEvent.type(screen.getByLabelText('Password'), 'a-long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'People you support', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/supporter');
    expect(sent(fetch, '/api/supporter/signin')).toEqual({ email: 'maria@clinic.test', password: 'a-long-password' });
    expect(supporterAuth.getToken()).toBe('supporter-token');
    expect(supporterAuth.getUser()).toEqual(MARIA);
    // The patient signed in on this device stays signed in: each area keeps its own token.
    expect(patientAuth.getToken()).toBe('patient-token');
    // The supporter's token, never the patient's, goes with the supporter's requests.
    const caseloadCall = fetch.mock.calls.find(([url]) => url === '/api/supporter/patients')!;
    expect((caseloadCall[1]!.headers as Record<string, string>).authorization).toBe('Bearer supporter-token');
  });

  it('says when the e-mail or password is wrong, and keeps no token', async () => {
    mockApi((url) =>
      url === '/api/app-info' ? APP_INFO : refused(401, 'INVALID_CREDENTIALS', 'Invalid email or password'),
    );
    open('/supporter/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'maria@clinic.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(supporterAuth.getToken()).toBeNull();
  });

  it('sends a visitor without a session to sign in, and a refused token back there saying the session ended', async () => {
    mockApi((url) => (url === '/api/app-info' ? APP_INFO : refused(401, 'UNAUTHORIZED', 'Session not valid')));
    const { router } = open('/supporter/patients/p1');
    expect(await screen.findByRole('heading', { name: 'Supporter sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/supporter/login');

    supporterAuth.save({ token: 'revoked', user: MARIA });
    await router.navigate('/supporter');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/supporter/login?session=expired',
      ),
    );
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(supporterAuth.getToken()).toBeNull();
  });
});

describe('the invitation’s password page', () => {
  const fill = async (password: string, again = password) => {
    await userEvent.type(await screen.findByLabelText('Password'), password);
    await userEvent.type(screen.getByLabelText('Password again'), again);
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
  };

  it('checks the two passwords agree, then sets it with the link’s token and leads to sign-in', async () => {
    const fetch = mockApi((url) => (url === '/api/app-info' ? APP_INFO : ok(null)));
    open('/supporter/set-password/tok-123');
    await fill('a-long-password', 'another-password');
    expect(await screen.findByText('The two passwords are not the same')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).not.toContain('/api/supporter/set-password');

    await userEvent.clear(screen.getByLabelText('Password again'));
    await userEvent.type(screen.getByLabelText('Password again'), 'a-long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('heading', { name: 'Your password is saved' })).toBeInTheDocument();
    expect(sent(fetch, '/api/supporter/set-password')).toEqual({ token: 'tok-123', password: 'a-long-password' });
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/supporter/login');
  });

  it('says at the field that a password is too common', async () => {
    mockApi((url) =>
      url === '/api/app-info'
        ? APP_INFO
        : refused(400, 'VALIDATION_ERROR', 'Validation failed', [
            { field: 'password', code: 'too_common', message: COMMON_PASSWORD_MESSAGE },
          ]),
    );
    open('/supporter/set-password/tok-123');
    await fill('password123');
    expect(await screen.findByText(COMMON_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('says an expired or used link cannot be used and a new invitation is needed', async () => {
    mockApi((url) => (url === '/api/app-info' ? APP_INFO : refused(400, 'INVALID_TOKEN', 'Invalid or expired token')));
    open('/supporter/set-password/old-token');
    await fill('a-long-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation link cannot be used: it may have expired (links last 7 days) or been used already. Ask the person who invited you to send a new one.',
    );
  });
});
