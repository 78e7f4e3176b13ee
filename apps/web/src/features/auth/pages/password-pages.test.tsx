import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, renderRoute, stubApi } from '../../../../test/render-route';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

afterEach(() => vi.unstubAllGlobals());

describe('ForgotPasswordPage', () => {
  it('shows the neutral confirmation, and Try again returns to the form', async () => {
    const calls = stubApi(() => ({ body: { success: true, data: null } }));
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('If an account exists with this email, you will receive password reset instructions.'),
    ).toBeInTheDocument();
    expect(jsonBody(calls[0]!.init)).toEqual({ email: 'ana@example.test' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.test');
  });

  it('says so when sending fails', async () => {
    stubApi(() => ({ status: 500, body: {} }));
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Failed to send reset link. Please try again.')).toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  it('explains a missing token', () => {
    renderRoute(<ResetPasswordPage />, { path: '/auth/reset-password' });
    expect(
      screen.getByText(/Invalid or missing reset token\. Please try requesting a new password reset link\./),
    ).toBeInTheDocument();
  });

  it('checks length and match, then resets with token and email from the query', async () => {
    const calls = stubApi(() => ({ body: { success: true, data: null } }));
    renderRoute(<ResetPasswordPage />, {
      path: '/auth/reset-password',
      at: '/auth/reset-password?token=abc&email=ana%40example.test',
    });
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'long-enough-2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match!')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Your password has been reset successfully.')).toBeInTheDocument();
    expect(jsonBody(calls[0]!.init)).toEqual({
      token: 'abc',
      email: 'ana@example.test',
      password: 'long-enough-1',
      confirm_password: 'long-enough-1',
    });
  });

  it('reads the token from the path and shows the failure text when the server breaks', async () => {
    const calls = stubApi(() => ({ status: 500, body: {} }));
    renderRoute(<ResetPasswordPage />, { path: '/auth/reset-password/:token', at: '/auth/reset-password/path-token' });
    await userEvent.type(screen.getByLabelText('New password'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(/Failed to reset password\. Please try again\./)).toBeInTheDocument();
    expect(jsonBody(calls[0]!.init).token).toBe('path-token');
  });
});
