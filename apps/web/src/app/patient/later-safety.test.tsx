import 'fake-indexeddb/auto';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../lib/auth-storage';
import { dismissLaterConcern, laterConcern } from '../../lib/later-concern';
import { queueSubmission } from '../../lib/offline-queue';
import { clearQueue } from '../../../test/offline-queue';
import { sendKeptSessions } from '../../lib/service-worker';
import { mockApi, renderAt, testPatient } from '../../../test/render-page';
import { LaterSafety } from './later-safety';

afterEach(async () => {
  vi.unstubAllGlobals();
  dismissLaterConcern();
  await clearQueue();
});

const ok = (data: unknown, status = 200) => ({ status, body: { success: true, data } });

describe('a session kept on the device that the server later judges a concern', () => {
  it('brings up the crisis lines on the page that is open, until the patient closes them', async () => {
    mockApi({
      'POST /api/problem': ok(
        { id: 'p1', created_at: 'now', safety: { concern: true, reasons: ['crisis_language'] } },
        201,
      ),
      'GET /api/safety-resources': ok({ country: '*', resources: [] }),
    });
    renderAt('/dashboard', <LaterSafety />);
    patientAuth.save({ token: 'token', user: testPatient });
    await queueSubmission({
      client_id: '6f1c2d3e-0000-4000-8000-000000000001',
      owner: testPatient.id,
      responses: [{ session_step_id: 's1', response: 'I want to end it all' }],
      experience: 'Emotional issue',
      saved_at: '2026-01-01T10:00:00.000Z',
    });
    await act(() => sendKeptSessions());
    expect(laterConcern.get()).toBe(true);
    expect(await screen.findByText('A session you kept on this device is now in your journal.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'You don’t have to go through this alone' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('later-safety')).toBeNull();
  });
});
