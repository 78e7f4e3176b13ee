import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../../lib/i18n/language';
import { resetLanguageChoice } from '../../../../test/language';
import { jsonBody, renderRoute, stubApi } from '../../../../test/render-route';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetLanguageChoice();
});

describe('signing in and up in Spanish and German', () => {
  it('shows the login page, its rules and a refused sign-in in Spanish', async () => {
    stubApi(() => ({
      status: 401,
      body: { success: false, error: 'INVALID_CREDENTIALS', message: 'Invalid email or password. Please try again.' },
    }));
    chooseLanguage('es');
    renderRoute(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Escribe tu correo electrónico')).toBeInTheDocument();
    expect(screen.getByText('Escribe tu contraseña')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.test');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    // The server's English is replaced by the screen's sentence for that code.
    expect(
      await screen.findByText('El correo o la contraseña no son correctos. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Invalid email/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();
  });

  it('signs up in German and asks the server to write the mail in German', async () => {
    const calls = stubApi(() => ({ status: 201, body: { success: true, data: { user: {} } } }));
    chooseLanguage('de');
    renderRoute(<RegisterPage />, { path: '/register' });
    expect(await screen.findByRole('heading', { name: 'Registrieren' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Vorname'), 'Jonas');
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'jonas@example.test');
    await userEvent.type(screen.getByLabelText('Passwort'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Passwort bestätigen'), 'long-enough-2');
    await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Die Passwörter stimmen nicht überein')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Passwort bestätigen'));
    await userEvent.type(screen.getByLabelText('Passwort bestätigen'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByRole('heading', { name: 'Bestätigung erforderlich' })).toBeInTheDocument();
    expect(screen.getByText(/Bestätigungslink an jonas@example\.test geschickt/)).toBeInTheDocument();
    expect(jsonBody(calls[0]!.init)).toMatchObject({ email: 'jonas@example.test', role: 'patient', language: 'de' });
  });
});
