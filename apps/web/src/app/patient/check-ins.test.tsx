import type { CheckIn } from '@clearwell/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../lib/auth-storage';
import { jsonBody, renderRoute, stubApi } from '../../../test/render-route';
import { DashboardPage } from '../../features/content/pages/dashboard-page';
import { CheckInPage } from '../../features/check-ins/pages/check-in-page';
import { DueCheckInsPage } from '../../features/check-ins/pages/due-check-ins-page';
import { UnsubscribePage } from '../../features/check-ins/pages/unsubscribe-page';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const checkIn = (over: Partial<CheckIn> = {}): CheckIn => ({
  id: 'c1',
  problem_id: 'p1',
  after: '1d',
  // A day after a session held three days ago.
  due_at: new Date(NOW - 2 * 86_400_000).toISOString(),
  experience: 'Physical pain',
  summary: 'Tightness in my chest',
  intensity_first: 8,
  intensity_last: 2,
  answered_at: null,
  intensity: null,
  note: null,
  ...over,
});

beforeEach(() => {
  patientAuth.save({ user: { id: 'u1', first_name: 'Ana' } as never, token: 'tok' });
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function api(list: { due: CheckIn[]; upcoming: CheckIn[] }, answer?: { status: number; body: unknown }) {
  return stubApi((url, init) => {
    if (url === '/api/check-ins') return { body: { success: true, data: list } };
    if (url.startsWith('/api/check-ins/') && init.method !== 'POST') return one([...list.due, ...list.upcoming], url);
    if (url.startsWith('/api/check-ins/') && init.method === 'POST') {
      return (
        answer ?? {
          body: {
            success: true,
            data: { ...list.due[0], ...jsonBody(init), answered_at: new Date(NOW).toISOString() },
          },
        }
      );
    }
    return undefined;
  });
}

/** `GET /api/check-ins/:id` over some check-ins: the one asked for, else 404 as for another patient's. */
function one(checkIns: CheckIn[], url: string) {
  const found = checkIns.find((c) => url === `/api/check-ins/${c.id}`);
  return found
    ? { body: { success: true, data: found } }
    : { status: 404, body: { success: false, error: 'NOT_FOUND', message: 'Check-in not found' } };
}

describe('due check-ins on the dashboard', () => {
  it('come right after "Begin a session", ask about the session in plain words, and take one tap, an optional note and Done', async () => {
    const calls = api({
      due: [checkIn()],
      upcoming: [checkIn({ id: 'c2', after: '7d', due_at: new Date(NOW + 86_400_000).toISOString() })],
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const card = await screen.findByTestId('check-in-card');
    expect(card).toHaveTextContent('Three days ago you worked on: Tightness in my chest. How strong is it now?');
    expect(card).toHaveTextContent('It was 8 before the session and 2 after it.');
    // "Begin a session" stays first; then the due one, and only that one.
    expect(screen.getAllByTestId('check-in-card')).toHaveLength(1);
    expect(
      card.compareDocumentPosition(screen.getByText('Begin a session')) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
    expect(
      card.compareDocumentPosition(screen.getByText('Your journal')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('radio', { name: '1' }));
    await userEvent.type(within(card).getByLabelText('A note, if you like'), 'Barely there');
    await userEvent.click(within(card).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Thank you. Your answer is in your journal.')).toBeInTheDocument();
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(post.url).toBe('/api/check-ins/c1');
    expect(jsonBody(post.init)).toEqual({ intensity: 1, note: 'Barely there' });
  });

  it('sends no note when none was typed, and says so when the check-in was answered elsewhere', async () => {
    const calls = api(
      { due: [checkIn()], upcoming: [] },
      { status: 409, body: { success: false, error: 'ALREADY_ANSWERED', message: 'x' } },
    );
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    await userEvent.click(await screen.findByRole('radio', { name: '0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This check-in has already been answered.');
    expect(jsonBody(calls.find((c) => c.init.method === 'POST')!.init)).toEqual({ intensity: 0 });
  });

  it('show nothing when none is due', async () => {
    api({ due: [], upcoming: [checkIn({ due_at: new Date(NOW + 1000).toISOString() })] });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    await waitFor(() => expect(screen.getByText('Begin a session')).toBeInTheDocument());
    expect(screen.queryByTestId('check-in-card')).not.toBeInTheDocument();
  });
});

describe('what a check-in asks', () => {
  it('asks "Is it still gone?" after a session that eased, "How is it now?" after one that did not', async () => {
    api({ due: [checkIn()], upcoming: [] });
    const { unmount } = renderRoute(<DashboardPage />, { path: '/dashboard' });
    const eased = await screen.findByTestId('check-in-card');
    expect(within(eased).getByRole('heading', { name: 'Is it still gone?' })).toBeInTheDocument();
    unmount();
    for (const [first, last] of [
      [7, 7],
      [9, 9],
      [4, 6],
    ] as const) {
      api({ due: [checkIn({ intensity_first: first, intensity_last: last })], upcoming: [] });
      const view = renderRoute(<DashboardPage />, { path: '/dashboard' });
      const card = await screen.findByTestId('check-in-card');
      expect(within(card).getByRole('heading', { name: 'How is it now?' })).toBeInTheDocument();
      expect(screen.queryByText('Is it still gone?')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it("never quotes a first answer that spoke of ending one's life; it names the experience instead", async () => {
    api({ due: [checkIn({ summary: 'I want to end my life', experience: 'Emotional issue' })], upcoming: [] });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const card = await screen.findByTestId('check-in-card');
    expect(card).not.toHaveTextContent(/end my life/);
    expect(card).toHaveTextContent('Three days ago you worked on: Emotional issue. How strong is it now?');
  });
});

describe('several due check-ins', () => {
  const three = [
    checkIn(),
    checkIn({ id: 'c2', summary: 'Sore knee' }),
    checkIn({ id: 'c3', summary: 'Worry about work' }),
  ];

  it('make one calm card on the dashboard after "Begin a session", leading to the list', async () => {
    api({ due: three, upcoming: [] });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const link = await screen.findByRole('link', { name: /3 check-ins are waiting/ });
    expect(link).toHaveAttribute('href', '/check-ins');
    expect(screen.queryByTestId('check-in-card')).not.toBeInTheDocument();
    expect(screen.queryByText('Sore knee')).not.toBeInTheDocument();
    expect(
      link.compareDocumentPosition(screen.getByText('Begin a session')) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
  });

  it('are listed, each ready to answer, on /check-ins', async () => {
    api({ due: three, upcoming: [] });
    renderRoute(<DueCheckInsPage />, { path: '/check-ins' });
    expect(await screen.findAllByTestId('check-in-card')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Check-ins' })).toBeInTheDocument();
    expect(screen.getByText(/Worry about work/)).toBeInTheDocument();
  });

  it('leave a kind word on /check-ins once none is due', async () => {
    api({ due: [], upcoming: [] });
    renderRoute(<DueCheckInsPage />, { path: '/check-ins' });
    expect(await screen.findByText('No check-in is waiting. Your journal shows every answer.')).toBeInTheDocument();
  });
});

describe('/check-ins/:id', () => {
  it('opens the check-in the mail links to', async () => {
    api({ due: [checkIn({ id: 'other', summary: 'Sore knee' }), checkIn()], upcoming: [] });
    renderRoute(<CheckInPage />, { path: '/check-ins/:id', at: '/check-ins/c1' });
    expect(await screen.findByTestId('check-in-card')).toHaveTextContent('Tightness in my chest');
    expect(screen.getAllByTestId('check-in-card')).toHaveLength(1);
  });

  it('opens one the lists do not hold (past their first 100), and says when it was answered', async () => {
    const older = checkIn({ id: 'old', summary: 'A stiff neck' });
    const calls = stubApi((url) =>
      url === '/api/check-ins'
        ? { body: { success: true, data: { due: [], upcoming: [] } } }
        : one([older, checkIn({ id: 'done', answered_at: new Date(NOW).toISOString(), intensity: 1 })], url),
    );
    const { unmount } = renderRoute(<CheckInPage />, { path: '/check-ins/:id', at: '/check-ins/old' });
    expect(await screen.findByTestId('check-in-card')).toHaveTextContent('A stiff neck');
    expect(calls.some((c) => c.url === '/api/check-ins/old')).toBe(true);
    unmount();
    renderRoute(<CheckInPage />, { path: '/check-ins/:id', at: '/check-ins/done' });
    expect(await screen.findByText(/This check-in has been answered, or is no longer here/)).toBeInTheDocument();
    expect(screen.queryByTestId('check-in-card')).not.toBeInTheDocument();
  });

  it('says when one is not due yet, and when it is answered or gone', async () => {
    api({ due: [], upcoming: [checkIn({ due_at: '2026-03-12T09:00:00.000Z' })] });
    const { unmount } = renderRoute(<CheckInPage />, { path: '/check-ins/:id', at: '/check-ins/c1' });
    expect(await screen.findByText(/This check-in opens on March 12, 2026/)).toBeInTheDocument();
    unmount();
    api({ due: [], upcoming: [] });
    renderRoute(<CheckInPage />, { path: '/check-ins/:id', at: '/check-ins/c1' });
    expect(await screen.findByText(/This check-in has been answered, or is no longer here/)).toBeInTheDocument();
  });
});

describe('the unsubscribe page', () => {
  it('turns reminders off with the token from the link, only when the button is pressed', async () => {
    window.location.hash = '#u1.signature';
    const calls = stubApi((url, init) =>
      url === '/api/check-ins/unsubscribe/u1.signature' && init.method === 'POST'
        ? { body: { success: true, data: null } }
        : undefined,
    );
    renderRoute(<UnsubscribePage />, { path: '/unsubscribe' });
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Stop check-in e-mails' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You will no longer get check-in e-mails.');
    expect(calls).toHaveLength(1);
    window.location.hash = '';
  });
});
