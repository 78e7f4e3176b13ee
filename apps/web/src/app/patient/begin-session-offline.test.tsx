import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queuedFor, sendQueued, type QueuedSession } from '../../lib/offline-queue';
import { clearQueue } from '../../../test/offline-queue';
import { readSessionProgress } from '../../lib/session-progress';
import { mockApi, renderAt, step } from '../../../test/render-page';
import { JournalPage } from '../../features/journal/pages/journal-page';
import { BeginSessionPage } from '../../features/session/pages/begin-session-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
  await clearQueue();
});

/** The browser notices the connection is gone, as a phone does when it loses its signal. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
  window.dispatchEvent(new Event('offline'));
}

const VERSION = '0190a1b2-0000-7000-8000-00000000000a';
const STEPS = [
  step(1, 'Choose Experience', ['options']),
  step(2, 'Describe Sensations', ['text']),
  step(3, 'Feel Now', ['slider']),
].map((s) => ({ ...s, content_version_id: VERSION }));
const ok = (data: unknown, status = 200) => ({ status, body: { success: true, data } });
const routes = {
  'GET /api/agreement': ok({ agreement_accepted: true }),
  'GET /api/session-steps': ok(STEPS),
  'GET /api/experiences': ok([{ id: 'e1', title: 'Physical pain', icon: 'pain' }]),
  'GET /api/app-info': ok({ app_name: 'Clearwell', support_email: 's@x.test', support_phone: '1' }),
  'GET /api/journal': ok([]),
};

/** The connection drops after the steps loaded: the submission never reaches the server. */
function dropConnectionForSubmissions(extra: typeof routes | object = {}) {
  const answers = mockApi({ ...routes, ...extra });
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
    expect(kept).toMatchObject({ owner: 'u1', experience: 'Physical pain', lang: 'en' });
    expect(kept).not.toHaveProperty('token');
    expect(kept!.client_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((kept as QueuedSession).responses.map((r) => r.response)).toEqual(['Physical pain', 'Warm and heavy', 0]);
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
    const sent = calls.find((c) => c.key === 'POST /api/problem')!.body as {
      client_id: string;
      content_version_id: string;
    };
    expect(sent.client_id).toMatch(/^[0-9a-f-]{36}$/);
    // The version the steps came from, so a session stored later counts for the version it ran on.
    expect(sent.content_version_id).toBe(VERSION);
    expect(await queuedFor('u1')).toEqual([]);
  });

  it('the connection drops during the session: the patient is told within 5 s that it is kept on the device', async () => {
    dropConnectionForSubmissions();
    renderAt('/begin-session', <BeginSessionPage />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Physical pain' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    goOffline();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Warm and heavy');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByTestId('saved-on-device', {}, { timeout: 5_000 })).toHaveTextContent(
      'Saved on this device',
    );
    expect(await queuedFor('u1')).toHaveLength(1);
  });

  it('a connection that answers nothing: told within 5 s, and the session reaches the journal once', async () => {
    const server = hangingServer();
    await runSession();
    expect(await screen.findByTestId('saved-on-device', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText('Failed to submit your responses. Please try again.')).toBeNull();
    server.answer();
    await sendQueued();
    expect(server.stored.size).toBe(1);
    expect(await queuedFor('u1')).toEqual([]);
  }, 10_000);
});

/** A server that records each submission (once per client_id) but answers only when told. */
function hangingServer() {
  const stored = new Set<string>();
  let answering = false;
  mockApi(routes);
  const answered = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (init?.method !== 'POST') return answered(url, init);
      stored.add((JSON.parse(String(init.body)) as { client_id: string }).client_id);
      if (!answering) return new Promise<Response>(() => {});
      const data = { id: 'p1', created_at: 'now', safety: { concern: false, reasons: [] } };
      return Promise.resolve(new Response(JSON.stringify({ success: true, data }), { status: 201 }));
    }),
  );
  return { stored, answer: () => (answering = true) };
}

describe('closing the app while the session is saving', () => {
  it('keeps the session on the device, and Begin starts a new one instead of its last step', async () => {
    const server = hangingServer();
    await runSession();
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeInTheDocument();
    await waitFor(async () => expect(await queuedFor('u1')).toHaveLength(1));
    expect(readSessionProgress('u1')).toBeNull();
    // The app is closed, then opened again: the session is sent and stored once.
    cleanup();
    server.answer();
    await sendQueued();
    expect(server.stored.size).toBe(1);
    expect(await queuedFor('u1')).toEqual([]);
    renderAt('/begin-session', <BeginSessionPage />);
    expect(await screen.findByText('Step 1/3')).toBeInTheDocument();
  });
});

const INTENSITY_STEPS = [
  step(1, 'Choose Experience', ['options']),
  step(2, 'Rate the Intensity', ['slider']),
  step(3, 'Describe Sensations', ['text']),
  { ...step(4, 'Feel Now', ['slider']), key: 'feel_now' },
];

describe('the safety card for a session kept on the device', () => {
  it('shows when the session ends at 9 or more, not below its start, as the server would judge it', async () => {
    dropConnectionForSubmissions({
      'GET /api/session-steps': ok(INTENSITY_STEPS),
      'GET /api/safety-resources': ok({ country: '*', resources: [] }),
    });
    renderAt('/begin-session', <BeginSessionPage />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Physical pain' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(screen.getByRole('slider'), { target: { value: '7' } });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Heavier than before');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(screen.getByRole('slider'), { target: { value: '9' } });
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByTestId('saved-on-device')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'You don’t have to go through this alone' })).toBeInTheDocument();
  });
});

describe('beginning a session after the connection went away while the app was open', () => {
  it('runs from what the device kept of the steps', async () => {
    mockApi(routes); // the service worker answers from its copies
    goOffline();
    renderAt('/begin-session', <BeginSessionPage />);
    expect(await screen.findByRole('radio', { name: 'Physical pain' })).toBeInTheDocument();
  });

  it('says calmly that the session is not on this device yet, with a way to try again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    goOffline();
    renderAt('/begin-session', <BeginSessionPage />);
    expect(await screen.findByTestId('session-offline')).toHaveTextContent(
      'You are offline, and this session is not on this device yet. Connect to the internet, then try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Preparing your session…')).toBeNull();
  });
});
