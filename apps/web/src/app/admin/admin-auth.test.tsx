import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminPublicOnly } from './admin-guards';
import { adminAuth } from '../../lib/auth-storage';
import { mockApi, renderRoutes } from '../../../test/admin-render';
import { AdminForgotPasswordPage } from '../../features/admin-auth/pages/admin-forgot-password-page';
import { AdminLoginPage } from '../../features/admin-auth/pages/admin-login-page';
import { AdminResetPasswordPage } from '../../features/admin-auth/pages/admin-reset-password-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Sonner keeps active toasts in module state and replays them to the next test's toast area.
  (await import('sonner')).toast.dismiss();
});

/** The body sent to `path` (the sign-in card also asks the server for the product's name). */
const sent = (fetch: ReturnType<typeof mockApi>, path: string) =>
  fetch.mock.calls.find(([url]) => url === path)![1]!.body as string;

const routes = [
  {
    path: '/admin',
    children: [
      {
        element: <AdminPublicOnly />,
        children: [
          { path: 'login', element: <AdminLoginPage /> },
          { path: 'forgot-password', element: <AdminForgotPasswordPage /> },
          { path: 'reset-password/:token', element: <AdminResetPasswordPage /> },
          { path: 'auth/reset-password', element: <AdminResetPasswordPage /> },
        ],
      },
      { path: 'dashboard', element: <p>Dashboard screen</p> },
      { path: 'session/steps', element: <p>Steps screen</p> },
    ],
  },
];

describe('admin login', () => {
  it('asks for both fields before calling the server', async () => {
    const fetch = mockApi(() => ({}));
    renderRoutes(routes, '/admin/login');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.test');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password');
    expect(fetch.mock.calls.map(([url]) => url)).not.toContain('/api/admin/auth/signin');
  });

  it('shows Signing in... while waiting, stores the session and returns where the admin came from', async () => {
    let answer!: (v: { body: unknown }) => void;
    mockApi(() => new Promise((resolve) => (answer = resolve)));
    const { router } = renderRoutes(routes, '/admin/login');
    await act(() => router.navigate('/admin/login', { state: { from: '/admin/session/steps' } }));
    await userEvent.type(screen.getByLabelText('Email'), 'admin@x.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer({ body: { success: true, data: { token: 'tok', user: { id: '1', email: 'admin@x.test', name: 'A' } } } });
    expect(await screen.findByText('Steps screen')).toBeInTheDocument();
    expect(adminAuth.getToken()).toBe('tok');
    expect(adminAuth.getUser()).toMatchObject({ email: 'admin@x.test' });
  });

  it.each([
    [{ success: true, data: { user: { id: '1' } } }, 200, 'Authentication failed: No token received'],
    [{}, 200, 'Invalid response from server'],
    [
      { success: false, error: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
      401,
      'Invalid email or password',
    ],
    [{ success: false, error: 'INTERNAL_ERROR', message: 'boom' }, 500, 'An error occurred during login'],
  ])('explains a failed sign-in (%#)', async (body, status, message) => {
    mockApi(() => ({ status, body }));
    renderRoutes(routes, '/admin/login');
    await userEvent.type(screen.getByLabelText('Email'), 'admin@x.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(adminAuth.getToken()).toBeNull();
  });

  it('explains an expired session, and a signed-in admin skips the login page', async () => {
    renderRoutes(routes, '/admin/login?session=expired');
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    adminAuth.save({ user: { email: 'a@x.test' }, token: 't' });
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
  });
});

describe('admin forgot password', () => {
  it('needs an e-mail, then shows Email Sent with the neutral message', async () => {
    const neutral = 'If an account exists with this email, you will receive password reset instructions.';
    const fetch = mockApi(() => ({ body: { success: true, message: neutral, data: null } }));
    renderRoutes(routes, '/admin/forgot-password');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');
    await userEvent.type(screen.getByLabelText('Email'), 'admin@x.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Email Sent' })).toBeInTheDocument();
    expect(screen.getAllByText(neutral).length).toBeGreaterThan(0);
    expect(JSON.parse(sent(fetch, '/api/admin/auth/forgot-password'))).toEqual({ email: 'admin@x.test' });
  });
});

describe('admin reset password', () => {
  it('without a token shows the error and goes to forgot password', async () => {
    const { router } = renderRoutes(routes, '/admin/auth/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/forgot-password'));
    expect(await screen.findByText('Invalid password reset link. Please request a new one.')).toBeInTheDocument();
  });

  it('validates in the spec order', async () => {
    mockApi(() => ({}));
    renderRoutes(routes, '/admin/reset-password/tok123');
    const submit = () => userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a new password');
    await userEvent.type(screen.getByLabelText('New Password'), 'short');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    await userEvent.type(screen.getByLabelText('New Password'), '-and-long');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'different-one');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
  });

  it('sends the token from the query with the e-mail, then goes to login after 3 s', async () => {
    const fetch = mockApi(() => ({ body: { success: true, message: 'ok', data: null } }));
    const { router } = renderRoutes(routes, '/admin/auth/reset-password?token=qtok&email=admin%40x.test');
    await userEvent.type(screen.getByLabelText('New Password'), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findAllByText('Your password has been reset successfully')).length).toBeGreaterThan(0);
    expect(JSON.parse(sent(fetch, '/api/admin/auth/reset-password'))).toEqual({
      token: 'qtok',
      password: 'brand-new-pass',
      confirm_password: 'brand-new-pass',
      email: 'admin@x.test',
    });
    expect(router.state.location.pathname).toBe('/admin/auth/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});

describe('admin auth messages', () => {
  const signIn = async () => {
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'admin@x.test');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  };

  it('a wrong-password toast is gone once the next sign-in succeeds', async () => {
    let attempt = 0;
    mockApi((url) =>
      url !== '/api/admin/auth/signin'
        ? {}
        : ++attempt === 1
          ? {
              status: 401,
              body: { success: false, error: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
            }
          : { body: { success: true, data: { token: 'tok', user: { id: '1', email: 'admin@x.test' } } } },
    );
    renderRoutes(routes, '/admin/login');
    await signIn();
    // Told once, as a toast, not also beside the form.
    await waitFor(() => expect(screen.getAllByText('Invalid email or password')).toHaveLength(1));
    await signIn();
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument());
  });

  it.each([
    ['/admin/forgot-password', 'Send Reset Link', 500, 'Failed to process request. Please try again.'],
    [
      '/admin/forgot-password',
      'Send Reset Link',
      200,
      'If an account exists with this email, you will receive password reset instructions.',
    ],
    ['/admin/reset-password/tok', 'Reset Password', 500, 'Failed to reset password. Please try again.'],
    ['/admin/reset-password/tok', 'Reset Password', 200, 'Your password has been reset successfully'],
  ])('on %s, %s answered %i is told once: %s', async (path, button, status, message) => {
    mockApi(() =>
      status === 200
        ? { body: { success: true, message, data: null } }
        : { status, body: { success: false, error: 'INTERNAL_ERROR', message: 'x' } },
    );
    renderRoutes(routes, path);
    if (path.includes('forgot')) await userEvent.type(screen.getByLabelText('Email'), 'admin@x.test');
    else {
      await userEvent.type(screen.getByLabelText('New Password'), 'brand-new-pass');
      await userEvent.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass');
    }
    await userEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(1));
  });
});
