import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '../../test/render-route';
import { api } from './api-client';
import { patientAuth } from './auth-storage';
import { SESSION_PROGRESS_KEY, writeSessionProgress } from './session-progress';
import { useSessionExpiry } from './use-session-expiry';
import { queryKeys } from './query-keys';

function tokenExpiringIn(seconds: number) {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds })).replace(/=+$/, '');
  return `header.${payload}.signature`;
}

function ProtectedPage() {
  useSessionExpiry('patient', patientAuth, '/login');
  return (
    <button type="button" onClick={() => void api('/api/journal').catch(() => undefined)}>
      Load
    </button>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** What the patient leaves on the device: an unfinished session and cached answers. */
function leaveTraces(client: ReturnType<typeof renderRoute>['client']) {
  writeSessionProgress('u1', { index: 4, answer: 'Dread before Monday' });
  client.setQueryData(queryKeys.journal, [{ text: 'Dread before Monday' }]);
}
function expectNoTraces(client: ReturnType<typeof renderRoute>['client']) {
  expect(localStorage.getItem(SESSION_PROGRESS_KEY)).toBeNull();
  expect(client.getQueryCache().getAll()).toEqual([]);
}

describe('session expiry on patient pages', () => {
  it('clears credentials and goes to /login?session=expired when the server answers 401', async () => {
    patientAuth.save({ user: { id: 'u1' } as never, token: tokenExpiringIn(12 * 3600) });
    stubApi(() => ({
      status: 401,
      body: { success: false, error: 'UNAUTHORIZED', message: 'Your session is not valid. Please sign in again.' },
    }));
    const { client } = renderRoute(<ProtectedPage />, { path: '/journal' });
    leaveTraces(client);
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?session=expired'));
    expect(patientAuth.getToken()).toBeNull();
    expect(patientAuth.getUser()).toBeNull();
    expectNoTraces(client);
  });

  it('logs out when the token expires within 5 minutes, checked every 60 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'] });
    patientAuth.save({ user: { id: 'u1' } as never, token: tokenExpiringIn(5 * 60 + 50) });
    const { client } = renderRoute(<ProtectedPage />, { path: '/journal' });
    leaveTraces(client);
    expect(screen.getByTestId('location')).toHaveTextContent('/journal');
    vi.advanceTimersByTime(60_000);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?session=expired'));
    expect(patientAuth.getToken()).toBeNull();
    expectNoTraces(client);
  });
});
