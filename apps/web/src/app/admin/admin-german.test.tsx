import type { AuditEntry } from '@clearwell/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminAuth } from '../../lib/auth-storage';
import { preloadMessages } from '../../lib/i18n';
import { chooseLanguage } from '../../lib/i18n/language';
import { resetLanguageChoice } from '../../../test/language';
import { mockApi, renderRoutes } from '../../../test/admin-render';
import { AuditLogPage } from '../../features/admin-audit/pages/audit-log-page';
import { AdminLoginPage } from '../../features/admin-auth/pages/admin-login-page';
import type { AdminStep } from '../../features/admin-steps/api/admin-step';
import { StepsPage } from '../../features/admin-steps/pages/steps-page';
import { AdminLayout } from './admin-layout';

// As main.tsx does before the first render: the back-office's German catalogs are in before it shows.
beforeEach(async () => {
  chooseLanguage('de');
  await preloadMessages('admin');
});
afterEach(() => {
  resetLanguageChoice();
  vi.unstubAllGlobals();
});

const step: AdminStep = {
  id: 'id-1',
  key: 'breathe',
  title: 'Breathe',
  description: '',
  text_content: 'Breathe in slowly.',
  type: ['text'],
  options: { radio_title: '', radio_options: [], slider_title: '', slider_config: { min: 0, max: 10 } },
  media: { image: [], video: null, audio: null },
  order: 1,
  translations: { es: { title: 'Respira' } },
};

describe('the back-office in German', () => {
  it('shows the shell and the steps list in German, says what each step still lacks, and tells failures in German', async () => {
    adminAuth.save({ user: { email: 'zoe@clinic.test' }, token: 't' });
    mockApi((url, init) => {
      if (init.method === 'DELETE')
        return { status: 500, body: { success: false, error: 'INTERNAL_ERROR', message: 'x' } };
      if (url.startsWith('/api/app-info'))
        return {
          body: { success: true, data: { app_name: 'Clearwell', support_email: 's@x.test', support_phone: '1' } },
        };
      return {
        body: { success: true, data: { items: [step], current_page: 1, total_pages: 1, total_items: 1, limit: 10 } },
      };
    });
    renderRoutes(
      [{ path: '/admin', element: <AdminLayout />, children: [{ path: 'session/steps', element: <StepsPage /> }] }],
      '/admin/session/steps',
    );
    expect(await screen.findByRole('heading', { name: 'Sitzungsschritte verwalten' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    const nav = screen.getByRole('navigation', { name: 'Verwaltung' });
    expect(within(nav).getByRole('link', { name: 'Schritte verwalten' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Protokoll' })).toBeInTheDocument();
    // The switcher's own label is a shared (patient-area) message, fetched when it first shows.
    expect(await screen.findByRole('combobox', { name: 'Sprache' })).toHaveValue('de');

    const row = (await screen.findAllByTestId('step-row'))[0]!;
    expect(within(row).getByTestId('missing-es')).toHaveTextContent('Español: 1 von 2 fehlt');
    expect(within(row).getByTestId('missing-de')).toHaveTextContent('Deutsch: Noch nicht übersetzt');
    expect(screen.getByText('1 Schritt')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Breathe löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schritt löschen' });
    expect(dialog).toHaveTextContent('Möchten Sie den Schritt „Breathe“ wirklich löschen?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, löschen' }));
    expect(
      await screen.findByText('Der Schritt konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.'),
    ).toBeInTheDocument();

    // The switcher changes the whole back-office at once, and the choice stays on this device.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'en');
    expect(await screen.findByRole('heading', { name: 'Session Steps Management' })).toBeInTheDocument();
    expect(localStorage.getItem('clearwell.language')).toBe('en');
  });

  it('says a refused sign-in in German, from the error code', async () => {
    mockApi(() => ({
      status: 401,
      body: { success: false, error: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
    }));
    renderRoutes([{ path: '/admin/login', element: <AdminLoginPage /> }], '/admin/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte geben Sie E-Mail-Adresse und Passwort ein');
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'admin@x.test');
    await userEvent.type(screen.getByLabelText('Passwort'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('E-Mail-Adresse oder Passwort ist falsch')).toBeInTheDocument();
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
  });

  it('reads and writes days as Germans do (dd.MM.yyyy), and says what was done in German', async () => {
    adminAuth.save({ user: { email: 'a@x.test' }, token: 't' });
    const entries: AuditEntry[] = [
      {
        id: 1,
        actor_email: 'avery@clinic.test',
        action: 'export.users',
        target_type: null,
        target_id: null,
        details: { start_date: '2026-03-01', end_date: '2026-03-31' },
        ip: null,
        created_at: '2026-01-02T10:00:00.000Z',
      },
      {
        id: 2,
        actor_email: 'avery@clinic.test',
        action: 'step.update',
        target_type: null,
        target_id: null,
        details: { title: 'Notice', files_added: 1, files_removed: 2 },
        ip: null,
        created_at: '2026-01-02T10:00:00.000Z',
      },
    ];
    const fetch = mockApi(() => ({
      body: { success: true, data: { items: entries, current_page: 1, total_pages: 1, total_items: 2, limit: 20 } },
    }));
    renderRoutes([{ path: '/admin/audit-log', element: <AuditLogPage /> }], '/admin/audit-log');
    expect(await screen.findByRole('cell', { name: 'Nutzerdaten exportiert' })).toBeInTheDocument();
    expect(screen.getByText('01.03.2026 bis 31.03.2026')).toBeInTheDocument();
    expect(screen.getByText('„Notice“, 1 Datei hinzugefügt, 2 Dateien entfernt')).toBeInTheDocument();

    const from = screen.getByLabelText('Von');
    expect(from).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    await userEvent.type(from, '31.02.2026');
    await userEvent.tab();
    expect(screen.getByText('Ungültiges Datum.')).toBeVisible();
    await userEvent.clear(from);
    await userEvent.type(from, '01.03.2026');
    await userEvent.tab();
    await waitFor(() => {
      const last = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://x');
      expect(last.searchParams.get('from_date')).toBe('2026-03-01');
    });
    expect(from).toHaveValue('01.03.2026');
  });
});
