import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../../lib/auth-storage';
import { jsonBody, renderRoute, stubApi } from '../../../../test/render-route';
import { ChangePasswordPage } from './change-password-page';

beforeEach(() => patientAuth.save({ user: { id: 'u1' } as never, token: 'tok' }));
afterEach(() => vi.unstubAllGlobals());

async function fill(current: string, next: string, confirm: string) {
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordPage', () => {
  it('shows the spec messages for a short or mismatched new password', async () => {
    const calls = stubApi(() => undefined);
    renderRoute(<ChangePasswordPage />, { path: '/change-password' });
    await fill('old-password', 'short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('New passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('changes the password and returns to settings after 2 s', async () => {
    const calls = stubApi(() => ({ body: { success: true, message: 'Your password has been changed.', data: null } }));
    renderRoute(<ChangePasswordPage />, { path: '/change-password' });
    await fill('old-password', 'long-enough-1', 'long-enough-1');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(jsonBody(calls[0]!.init)).toEqual({
      current_password: 'old-password',
      new_password: 'long-enough-1',
      confirm_password: 'long-enough-1',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/settings'), { timeout: 3000 });
  });

  it('shows the server message for a wrong current password, and the fallback otherwise', async () => {
    stubApi(() => ({
      status: 400,
      body: { success: false, error: 'INVALID_CURRENT_PASSWORD', message: 'Your current password is not correct.' },
    }));
    renderRoute(<ChangePasswordPage />, { path: '/change-password' });
    await fill('wrong-password', 'long-enough-1', 'long-enough-1');
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(patientAuth.getToken()).toBe('tok');
  });
});
