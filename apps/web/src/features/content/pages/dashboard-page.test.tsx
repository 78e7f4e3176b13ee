import type { Measure } from '@clearwell/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../../lib/auth-storage';
import { renderRoute } from '../../../../test/render-route';
import { DashboardPage } from './dashboard-page';

const phq9: Measure = {
  key: 'phq9',
  title: 'PHQ-9',
  instructions: 'Over the last two weeks…',
  items: [{ number: 1, text: 'Little interest or pleasure in doing things' }],
  choices: [{ value: 0, label: 'Not at all' }],
  credit: 'Developed by Drs. Spitzer, Williams, Kroenke and colleagues.',
  due: true,
  due_at: null,
  last: null,
};
const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data }), { headers: { 'content-type': 'application/json' } });

/** A server whose answer to `GET /api/measures` waits until the test lets it go (or fails, as a lost connection does). */
function slowMeasures() {
  let release!: (answer: 'due' | 'offline') => void;
  const gate = new Promise<'due' | 'offline'>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/check-ins') return ok({ due: [], upcoming: [] });
      if (url.startsWith('/api/measures')) {
        if ((await gate) === 'offline') throw new TypeError('Failed to fetch');
        return ok([phq9]);
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
  return release;
}

beforeEach(() => patientAuth.save({ user: { id: 'u1', first_name: 'Ana' } as never, token: 'tok' }));
afterEach(() => {
  vi.unstubAllGlobals();
  patientAuth.clear();
});

describe('the dashboard', () => {
  it('shows its cards only once it knows what is due, so none moves after the page appears', async () => {
    const release = slowMeasures();
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('Your journal')).not.toBeInTheDocument();

    release('due');
    const offer = await screen.findByTestId('due-measure');
    expect(screen.getByRole('heading', { name: 'Welcome, Ana' })).toBeInTheDocument();
    // The offer sits between "Begin a session" and the journal, where it was from the first paint.
    const journal = screen.getByText('Your journal');
    expect(offer.compareDocumentPosition(journal) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows without the offer when asking what is due fails, rather than waiting on its retries', async () => {
    const release = slowMeasures();
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    release('offline');
    expect(await screen.findByText('Your journal')).toBeInTheDocument();
    expect(screen.getByText('Begin a session')).toBeInTheDocument();
    expect(screen.queryByTestId('due-measure')).not.toBeInTheDocument();
  });
});
