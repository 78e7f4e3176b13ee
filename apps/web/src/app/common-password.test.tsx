import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminResetPasswordPage } from '../features/admin-auth/pages/admin-reset-password-page';
import { ChangePasswordPage } from '../features/account/pages/change-password-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { patientAuth } from '../lib/auth-storage';
import { chooseLanguage } from '../lib/i18n/language';
import { resetLanguageChoice } from '../../test/language';
import { mockApi, renderRoutes } from '../../test/admin-render';
import { renderRoute, stubApi } from '../../test/render-route';

const TOO_COMMON = 'This password is too common and easy to guess. Please choose another one.';
const TOO_COMMON_ES = 'Esta contraseña es demasiado común y fácil de adivinar. Elige otra.';
const TOO_COMMON_DE = 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wähle ein anderes.';

/** The server's answer to a password on the common list (docs/api.md, Passwords). */
const refused = (field: 'password' | 'new_password') => () => ({
  status: 400,
  body: {
    success: false,
    error: 'VALIDATION_ERROR',
    message: TOO_COMMON,
    details: [{ field, code: 'too_common', message: TOO_COMMON }],
  },
});

afterEach(async () => {
  vi.unstubAllGlobals();
  resetLanguageChoice();
  (await import('sonner')).toast.dismiss();
});

/** The field's own error: announced, tied to the input, and the input has the focus to fix it. */
function expectFieldError(label: string, text: string) {
  const input = screen.getByLabelText(label);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(text));
  expect(input).toHaveFocus();
}

describe('a password the server refuses as too common', () => {
  it('is told at the password field on sign-up, and goes once the password is changed', async () => {
    stubApi(refused('password'));
    renderRoute(<RegisterPage />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('First name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(TOO_COMMON)).toBeInTheDocument();
    expectFieldError('Password', TOO_COMMON);
    expect(screen.queryByText('Registration failed. Please try again.')).toBeNull();
    await userEvent.type(screen.getByLabelText('Password'), '-but-mine');
    expect(screen.queryByText(TOO_COMMON)).toBeNull();
  });

  it('is told at the new password on a reset, in Spanish', async () => {
    stubApi(refused('password'));
    chooseLanguage('es');
    renderRoute(<ResetPasswordPage />, { path: '/auth/reset-password', at: '/auth/reset-password?token=abc' });
    const field = await screen.findByLabelText('Contraseña nueva');
    await userEvent.type(field, 'iloveyou1');
    await userEvent.type(screen.getByLabelText('Confirma la contraseña nueva'), 'iloveyou1');
    await userEvent.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByText(TOO_COMMON_ES)).toBeInTheDocument();
    expectFieldError('Contraseña nueva', TOO_COMMON_ES);
    expect(screen.queryByText(TOO_COMMON)).toBeNull();
  });

  it('is told at the new password on a change, in German, and the session stays', async () => {
    patientAuth.save({ user: { id: 'u1' } as never, token: 'tok' });
    stubApi(refused('new_password'));
    chooseLanguage('de');
    renderRoute(<ChangePasswordPage />, { path: '/change-password' });
    await userEvent.type(await screen.findByLabelText('Aktuelles Passwort'), 'my-old-password');
    await userEvent.type(screen.getByLabelText('Neues Passwort'), 'sunshine1');
    await userEvent.type(screen.getByLabelText('Neues Passwort bestätigen'), 'sunshine1');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText(TOO_COMMON_DE)).toBeInTheDocument();
    expectFieldError('Neues Passwort', TOO_COMMON_DE);
    expect(patientAuth.getToken()).toBe('tok');
  });

  it("is told on an admin's reset, beside the form, and the admin stays on it", async () => {
    mockApi(refused('password'));
    const { router } = renderRoutes(
      [{ path: '/admin/reset-password/:token', element: <AdminResetPasswordPage /> }],
      '/admin/reset-password/tok123',
    );
    await userEvent.type(screen.getByLabelText('New Password'), 'qwertyuiop');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'qwertyuiop');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    const form = screen.getByRole('button', { name: 'Reset Password' }).closest('div')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent(TOO_COMMON);
    expect(screen.getByLabelText('New Password')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/admin/reset-password/tok123');
  });
});
