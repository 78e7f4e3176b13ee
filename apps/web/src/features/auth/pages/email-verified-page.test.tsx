import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../../lib/auth-storage';
import { SESSION_PROGRESS_KEY, writeSessionProgress } from '../../../lib/session-progress';
import { renderRoute, stubApi } from '../../../../test/render-route';
import { EmailVerifiedPage } from './email-verified-page';
import { queryKeys } from '../../../lib/query-keys';

afterEach(() => vi.unstubAllGlobals());

describe('EmailVerifiedPage', () => {
  it('says the code is missing and offers Go to Login', async () => {
    renderRoute(<EmailVerifiedPage />, { path: '/auth/email-verified' });
    expect(screen.getByText('Verification code is missing')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('verifies once, then offers Continue to Dashboard', async () => {
    const calls = stubApi(() => ({ body: { success: true, data: null } }));
    renderRoute(<EmailVerifiedPage />, { path: '/auth/email-verified', at: '/auth/email-verified?code=abc' });
    expect(screen.getByText('Verifying your email…')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Dashboard' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/auth/verify-email?code=abc');
  });

  it('signs the new account in with nothing of whoever was signed in here before, and does not ask twice', async () => {
    patientAuth.save({ user: { id: 'previous-patient', first_name: 'Sam' } as never, token: 'previous-token' });
    writeSessionProgress('previous-patient', { index: 4, answer: 'Dread before Monday' });
    const newUser = { id: 'new-patient', first_name: 'Ana', email: 'ana@example.test', status: 'active' };
    const calls = stubApi(() => ({ body: { success: true, data: { token: 'new-token', user: newUser } } }));
    const { client } = renderRoute(<EmailVerifiedPage />, {
      path: '/auth/email-verified',
      at: '/auth/email-verified?code=abc',
    });
    client.setQueryData(queryKeys.journal, [{ text: 'Dread before Monday' }]);
    expect(await screen.findByText('Your email has been verified. Welcome!')).toBeInTheDocument();
    await waitFor(() => expect(patientAuth.getToken()).toBe('new-token'));
    expect(patientAuth.getUser()?.id).toBe('new-patient');
    expect(localStorage.getItem(SESSION_PROGRESS_KEY)).toBeNull();
    expect(client.getQueryData(queryKeys.journal)).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Continue to Dashboard' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('explains a failed verification', async () => {
    stubApi(() => ({ status: 400, body: { success: false, error: 'INVALID_CODE', message: 'bad' } }));
    renderRoute(<EmailVerifiedPage />, { path: '/auth/email-verified', at: '/auth/email-verified?code=used' });
    expect(
      await screen.findByText('Failed to verify your email. The verification link may have expired or is invalid.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeInTheDocument();
  });
});
