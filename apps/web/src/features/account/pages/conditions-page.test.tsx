import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../../lib/auth-storage';
import { chooseLanguage } from '../../../lib/i18n';
import { resetLanguageChoice } from '../../../../test/language';
import { jsonBody, renderRoute, stubApi } from '../../../../test/render-route';
import { ConditionsPage } from './conditions-page';

beforeEach(() => patientAuth.save({ user: { id: 'u1', agreement_accepted: false } as never, token: 'tok' }));
afterEach(() => {
  resetLanguageChoice();
  vi.unstubAllGlobals();
});

const agreementApi = (put = 200, get = 200) =>
  stubApi((url, init) => {
    if (url !== '/api/agreement') return undefined;
    if (init.method === 'PUT') return { status: put, body: { success: true, data: jsonBody(init) } };
    return { status: get, body: { success: true, data: { agreement_accepted: false } } };
  });

/** The body of the last agreement saved (other requests, such as the app's name, may come after it). */
const lastSaved = (calls: ReturnType<typeof agreementApi>) =>
  jsonBody(calls.filter((c) => c.url === '/api/agreement' && c.init.method === 'PUT').at(-1)!.init);

describe('ConditionsPage', () => {
  it('shows the conditions, then saves the agreement and returns to the session it came from after 1.5 s', async () => {
    const calls = agreementApi();
    renderRoute(<ConditionsPage />, { path: '/conditions-of-use', state: { from: '/begin-session' } });
    expect(screen.getByText(/not therapy, counselling, medical care/)).toBeInTheDocument();
    expect(screen.getByText(/contact your local emergency services/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Agreement' }));
    await waitFor(() => expect(patientAuth.getUser()?.agreement_accepted).toBe(true));
    expect(lastSaved(calls)).toEqual({ agreement_accepted: true });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/begin-session'), { timeout: 2500 });
  });

  it('returns to settings otherwise', async () => {
    agreementApi();
    renderRoute(<ConditionsPage />, { path: '/conditions-of-use' });
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Agreement' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/settings'), { timeout: 2500 });
  });

  it('keeps a patient from the session here when they submit without ticking: told only what to do, never sent round', async () => {
    const calls = agreementApi();
    renderRoute(<ConditionsPage />, { path: '/conditions-of-use', state: { from: '/begin-session' } });
    await screen.findByRole('checkbox');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Submit Agreement' }));
      const notice = await screen.findByRole('status');
      expect(notice).toHaveTextContent(/^To start a session, tick the box above and submit again\.$/);
      expect(screen.queryByText(/Your choice has been saved/)).not.toBeInTheDocument();
      expect(lastSaved(calls)).toEqual({ agreement_accepted: false });
      // Well past the 1.5 s the agreement redirect waits: still here.
      await vi.advanceTimersByTimeAsync(5000);
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/conditions-of-use$/);
    } finally {
      vi.useRealTimers();
    }
    // Ticking and submitting again is still possible, and then the session opens.
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Agreement' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/begin-session'), { timeout: 2500 });
    expect(lastSaved(calls)).toEqual({ agreement_accepted: true });
  });

  it('saves a choice not to agree made from settings and returns to settings', async () => {
    const calls = agreementApi();
    renderRoute(<ConditionsPage />, { path: '/conditions-of-use' });
    await screen.findByRole('checkbox');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Agreement' }));
    expect(await screen.findByText('Your choice has been saved.')).toBeInTheDocument();
    expect(lastSaved(calls)).toEqual({ agreement_accepted: false });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/settings'), { timeout: 2500 });
  });

  it('reports load and save failures with the spec texts', async () => {
    agreementApi(500, 400);
    renderRoute(<ConditionsPage />, { path: '/conditions-of-use' });
    expect(await screen.findByText('Failed to load your agreement status')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Agreement' }));
    expect(await screen.findByText('Failed to update agreement')).toBeInTheDocument();
  });

  it.each([
    {
      code: 'es' as const,
      title: 'Condiciones de uso',
      crisis: '3. Si estás en crisis',
      emergency: /llama a los servicios de emergencia de tu zona/,
      submit: 'Enviar aceptación',
      needed: 'Para empezar una sesión, marca la casilla de arriba y vuelve a enviar.',
    },
    {
      code: 'de' as const,
      title: 'Nutzungs\u00adbedingungen', // a soft hyphen lets it break on a phone
      crisis: '3. Wenn du in einer Krise bist',
      emergency: /wende dich an den örtlichen Notruf/,
      submit: 'Zustimmung absenden',
      needed: 'Um eine Sitzung zu beginnen, setz oben das Häkchen und sende noch einmal ab.',
    },
  ])('reads in $code, the crisis paragraph and the app name included', async (lang) => {
    chooseLanguage(lang.code);
    stubApi((url, init) => {
      if (url === '/api/app-info')
        return {
          body: { success: true, data: { app_name: 'Clearwell', support_email: 'a@b.test', support_phone: '1' } },
        };
      if (url !== '/api/agreement') return undefined;
      if (init.method === 'PUT') return { body: { success: true, data: jsonBody(init) } };
      return { body: { success: true, data: { agreement_accepted: false } } };
    });
    renderRoute(<ConditionsPage />, { path: '/conditions-of-use', state: { from: '/begin-session' } });
    expect(await screen.findByRole('heading', { level: 1, name: lang.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: lang.crisis })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(lang.emergency)).toHaveTextContent(/^Clearwell /));
    await userEvent.click(await screen.findByRole('button', { name: lang.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(lang.needed);
  });
});
