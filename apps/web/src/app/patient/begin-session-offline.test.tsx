import 'fake-indexeddb/auto';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearQueue, queuedFor } from '../../lib/offline-queue';
import { mockApi, renderAt, step } from '../../../test/render-page';
import { JournalPage } from '../../features/journal/pages/journal-page';
import { BeginSessionPage } from '../../features/session/pages/begin-session-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await clearQueue();
});

const STEPS = [
  step(1, 'Choose Experience', ['options']),
  step(2, 'Describe Sensations', ['text']),
  step(3, 'Feel Now', ['slider']),
];
const ok = (data: unknown, status = 200) => ({ status, body: { success: true, data } });
const routes = {
  'GET /api/agreement': ok({ agreement_accepted: true }),
  'GET /api/session-steps': ok(STEPS),
  'GET /api/experiences': ok([{ id: 'e1', title: 'Physical pain', icon: 'pain' }]),
  'GET /api/app-info': ok({ app_name: 'Clearwell', support_email: 's@x.test', support_phone: '1' }),
  'GET /api/journal': ok([]),
};

/** The connection drops after the steps loaded: the submission never reaches the server. */
function dropConnectionForSubmissions() {
  const answers = mockApi(routes);
  const answered = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) =>
      init?.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : answered(url, init),
    ),
  );
  return answers;
}

async function runSession() {
  renderAt('/begin-session', <BeginSessionPage />);
  await userEvent.click(await screen.findByRole('radio', { name: 'Physical pain' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Warm and heavy');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
}

describe('a session finished without a connection', () => {
  it('is kept on the device with a client_id, and the patient is told calmly', async () => {
    dropConnectionForSubmissions();
    await runSession();
    expect(await screen.findByRole('heading', { name: 'Feedback' })).toBeInTheDocument();
    expect(screen.getByTestId('saved-on-device')).toHaveTextContent('Saved on this device');
    expect(screen.getByTestId('saved-on-device')).toHaveTextContent(
      'It will be added to your journal by itself when you are back online.',
    );
    expect(screen.queryByText('Failed to submit your responses. Please try again.')).toBeNull();
    const [kept] = await queuedFor('u1');
    expect(kept).toMatchObject({ owner: 'u1', token: 'token', experience: 'Physical pain', lang: 'en' });
    expect(kept!.client_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(kept!.responses.map((r) => r.response)).toEqual(['Physical pain', 'Warm and heavy', 0]);
  });

  it('shows in the journal as pending until it is sent', async () => {
    dropConnectionForSubmissions();
    await runSession();
    await screen.findByTestId('saved-on-device');
    renderAt('/journal', <JournalPage />);
    const pending = await screen.findByTestId('pending-entry');
    expect(pending).toHaveTextContent('Physical pain');
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveTextContent('It will be added to your journal when you are online.');
    await act(() => clearQueue());
    expect(screen.queryByTestId('pending-entry')).toBeNull();
  });

  it('sends the client_id with a submission that reaches the server', async () => {
    const calls = mockApi({
      ...routes,
      'POST /api/problem': ok({ id: 'p1', created_at: 'now', safety: { concern: false, reasons: [] } }, 201),
    });
    await runSession();
    expect(await screen.findByRole('heading', { name: 'Feedback' })).toBeInTheDocument();
    expect(screen.queryByTestId('saved-on-device')).toBeNull();
    const sent = calls.find((c) => c.key === 'POST /api/problem')!.body as { client_id: string };
    expect(sent.client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await queuedFor('u1')).toEqual([]);
  });
});
