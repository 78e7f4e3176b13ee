import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../../lib/auth-storage';
import { chooseLanguage, language } from '../../../lib/i18n/language';
import { resetLanguageChoice } from '../../../../test/language';
import { jsonBody, renderRoute, stubApi } from '../../../../test/render-route';
import { SettingsPage } from './settings-page';

const user = { id: 'u1', first_name: 'Ana', last_name: 'Lima', email: 'ana@example.test', status: 'active' };
const settings = {
  guide_medium: 'video',
  share_data_for_research: false,
  check_in_emails: false,
  support_emails: true,
  country: 'ES',
};
const link = {
  supporter: { name: 'Maria' },
  scope: { sessions: true, measures: false, check_ins: false },
  since: '2026-03-05T10:00:00.000Z',
};

beforeEach(() => patientAuth.save({ user: user as never, token: 'tok' }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetLanguageChoice();
});

function api() {
  return stubApi((url, init) => {
    if (url === '/api/auth/profile') return { body: { success: true, data: user } };
    if (url === '/api/settings' && init.method === 'PUT')
      return { body: { success: true, message: 'Settings updated successfully', data: jsonBody(init) } };
    if (url === '/api/settings') return { body: { success: true, data: { ...settings, language: 'de' } } };
    if (url === '/api/support') return { body: { success: true, data: link } };
    if (url === '/api/support/views') return { body: { success: true, data: [] } };
    return undefined;
  });
}

describe('Settings in German', () => {
  it('shows every section in German, with country names in German', async () => {
    api();
    chooseLanguage('de');
    renderRoute(<SettingsPage />, { path: '/settings' });
    expect(await screen.findByRole('heading', { name: 'Einstellungen', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Passwort ändern/ })).toHaveAttribute('href', '/change-password');
    expect(screen.getByRole('radio', { name: 'Video' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Daten für die Forschung teilen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diese Sitzung löschen' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Deine Daten' })).toBeInTheDocument();
    const country = screen.getByRole('combobox', { name: 'Land' });
    expect(await within(country).findByRole('option', { name: 'Spanien' })).toBeInTheDocument();
    expect(within(country).getByRole('option', { name: 'Deutschland' })).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: 'Schreib mir eine E-Mail, wenn meine Begleitperson mir schreibt' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Deine Begleitperson' });
    expect(await within(card).findByText('Maria ist seit 05.03.2026 deine Begleitperson.')).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: /Meine Sitzungen/ })).toBeChecked();
    expect(within(card).getByRole('checkbox', { name: /Meine Fragebogenwerte/ })).not.toBeChecked();
    expect(within(card).getByRole('button', { name: 'Begleitung beenden' })).toBeInTheDocument();
  });

  it('saves a new language as the patient’s setting and switches the page to it', async () => {
    const calls = api();
    chooseLanguage('de');
    renderRoute(<SettingsPage />, { path: '/settings' });
    await screen.findByRole('heading', { name: 'Einstellungen', level: 1 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'es');
    expect(await screen.findByRole('heading', { name: 'Ajustes', level: 1 })).toBeInTheDocument();
    expect(language.get()).toBe('es');
    await waitFor(() => expect(calls.some((c) => c.init.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(jsonBody(put.init)).toMatchObject({ language: 'es', country: 'ES' });
    expect(await screen.findByText(/Idioma guardado|Sprache gespeichert/)).toHaveTextContent('Idioma guardado');
  });
});
