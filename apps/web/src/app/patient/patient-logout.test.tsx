import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../lib/auth-storage';
import { SESSION_PROGRESS_KEY, writeSessionProgress } from '../../lib/session-progress';
import { renderRoute, stubApi } from '../../../test/render-route';
import { PatientHeader } from './patient-header';
import { LogoutRoute } from './patient-guards';
import { queryKeys } from '../../lib/query-keys';

const user = {
  id: 'u1',
  first_name: 'Ana',
  last_name: 'Lima',
  email: 'ana@example.test',
  status: 'active',
  avatar: null,
  guide_medium: 'text',
  share_data_for_research: false,
  agreement_accepted: true,
} as const;

beforeEach(() => {
  patientAuth.save({ user, token: 'tok' });
  writeSessionProgress('u1', { index: 4, answer: 'Dread before Monday' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function expectNothingLeft(client: ReturnType<typeof renderRoute>['client']) {
  expect(patientAuth.getToken()).toBeNull();
  expect(patientAuth.getUser()).toBeNull();
  expect(localStorage.getItem(SESSION_PROGRESS_KEY)).toBeNull();
  // No cached answer left; a header still on screen may keep an empty, signed-out entry for the profile.
  expect(
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.data !== undefined),
  ).toEqual([]);
}

describe('logging out leaves nothing of the patient on the device', () => {
  it('from the account menu', async () => {
    // The header shows the account menu once the server has confirmed the session (the profile).
    const calls = stubApi((url) =>
      url === '/api/auth/logout' || url === '/api/auth/profile' || url === '/api/support'
        ? { body: { success: true, data: url === '/api/auth/profile' ? user : null } }
        : undefined,
    );
    const { client } = renderRoute(<PatientHeader />, { path: '/journal' });
    client.setQueryData(queryKeys.journal, [{ text: 'Dread before Monday' }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expectNothingLeft(client);
    // The app's name (public, not the patient's) may be asked for again once the cache is cleared;
    // the settings are asked for once signed in, for the patient's language, and the menu asks
    // whether a supporter is linked (for its Messages link).
    const patientCalls = calls.filter((c) => c.url !== '/api/app-info' && c.url !== '/api/settings');
    expect(patientCalls.map((c) => [c.init.method ?? 'GET', c.url])).toEqual([
      ['GET', '/api/auth/profile'],
      ['GET', '/api/support'],
      ['POST', '/api/auth/logout'],
    ]);
  });

  it('at /logout, even when the logout call never reaches the server', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { client } = renderRoute(<LogoutRoute />, { path: '/logout' });
    client.setQueryData(queryKeys.journal, [{ text: 'Dread before Monday' }]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expectNothingLeft(client);
  });
});
