import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../../lib/auth-storage';
import { SESSION_PROGRESS_KEY, writeSessionProgress } from '../../../lib/session-progress';
import { jsonBody, renderRoute, stubApi } from '../../../../test/render-route';
import { LoginPage } from './login-page';
import { queryKeys } from '../../../lib/query-keys';

afterEach(() => vi.unstubAllGlobals());

const user = {
  id: 'u1',
  first_name: 'Ana',
  last_name: '',
  email: 'ana@example.test',
  status: 'active',
  avatar: null,
  guide_medium: 'video',
  share_data_for_research: false,
  agreement_accepted: false,
};

async function fillAndSubmit(email = 'ana@example.test', password = 'long-password') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('signs in with role patient, stores the session and goes to the dashboard', async () => {
    const calls = stubApi((url) =>
      url === '/api/auth/signin' ? { body: { success: true, data: { token: 'tok', user } } } : undefined,
    );
    const { client } = renderRoute(<LoginPage />, { path: '/login' });
    client.setQueryData(['profile'], { first_name: 'Previous account' });
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(client.getQueryData(['profile'])).toBeUndefined();
    expect(jsonBody(calls[0]!.init)).toEqual({ email: 'ana@example.test', password: 'long-password', role: 'patient' });
    expect(patientAuth.getToken()).toBe('tok');
  });

  it('goes back to the page that asked for sign-in (a check-in opened from its mail), never to another site', async () => {
    stubApi((url) =>
      url === '/api/auth/signin' ? { body: { success: true, data: { token: 'tok', user } } } : undefined,
    );
    renderRoute(<LoginPage />, { path: '/login', state: { from: '/check-ins/abc' } });
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/check-ins/abc'));
  });

  it('leaves nothing of the patient who used this device before', async () => {
    writeSessionProgress('previous-patient', { index: 4, answer: 'Dread before Monday' });
    patientAuth.save({ user: { id: 'previous-patient', first_name: 'Sam' } as never });
    stubApi((url) =>
      url === '/api/auth/signin' ? { body: { success: true, data: { token: 'tok', user } } } : undefined,
    );
    const { client } = renderRoute(<LoginPage />, { path: '/login' });
    client.setQueryData(queryKeys.journal, [{ text: 'Dread before Monday' }]);
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(localStorage.getItem(SESSION_PROGRESS_KEY)).toBeNull();
    expect(client.getQueryData(queryKeys.journal)).toBeUndefined();
    expect(patientAuth.getUser()?.id).toBe('u1');
  });

  it('explains an expired session and shows the server message on a failed sign-in', async () => {
    stubApi(() => ({
      status: 401,
      body: { success: false, error: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
    }));
    renderRoute(<LoginPage />, { path: '/login', at: '/login?session=expired' });
    expect(screen.getByText(/your session has expired/i)).toBeInTheDocument();
    await fillAndSubmit();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    renderRoute(<LoginPage />, { path: '/login' });
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: /^Show password/ }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it('opens Account Not Verified on 403, clears credentials, and resends the link', async () => {
    patientAuth.save({ user: user as never, token: 'stale' });
    const calls = stubApi((url) => {
      if (url === '/api/auth/signin')
        return {
          status: 403,
          body: { success: false, error: 'ACCOUNT_NOT_VERIFIED', message: 'Please verify your e-mail first' },
        };
      if (url === '/api/auth/resend-verification') return { body: { success: true, data: null } };
      return undefined;
    });
    renderRoute(<LoginPage />, { path: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Account Not Verified' })).toBeInTheDocument();
    expect(
      screen.getByText('Account not verified. Please verify your account to use the product.'),
    ).toBeInTheDocument();
    expect(patientAuth.getToken()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect(await screen.findByText('Verification email sent. Please check your inbox.')).toBeInTheDocument();
    expect(jsonBody(calls[1]!.init)).toEqual({ email: 'ana@example.test' });
  });

  it('says so when the resend fails', async () => {
    stubApi((url) =>
      url === '/api/auth/signin'
        ? { status: 403, body: { success: false, error: 'ACCOUNT_NOT_VERIFIED', message: 'Account is inactive' } }
        : { status: 500, body: {} },
    );
    renderRoute(<LoginPage />, { path: '/login' });
    await fillAndSubmit();
    await userEvent.click(await screen.findByRole('button', { name: 'Send verification link' }));
    expect(await screen.findByText('Failed to send verification email. Please try again.')).toBeInTheDocument();
  });

  it('validates before calling the server', async () => {
    const calls = stubApi(() => undefined);
    renderRoute(<LoginPage />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });
});
