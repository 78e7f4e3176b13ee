import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderAt } from '../../../../test/render-page';
import { JournalPage } from './journal-page';

afterEach(() => vi.unstubAllGlobals());

const session = (id: string, created_at: string, text: string, before: number, after: number) => ({
  session_id: id,
  created_at,
  experience: 'Physical pain',
  text_responses: [
    { step_title: 'Process Again', response: 'Yes' },
    { step_title: 'Focus', response: text },
  ],
  intensity_responses: [
    { step_title: 'Rate', response: before },
    { step_title: 'Feel Now', response: after },
  ],
});

describe('the journal page', () => {
  it('shows entries grouped by month, newest first, with content and intensity before and after', async () => {
    mockApi({
      'GET /api/journal': {
        status: 200,
        body: {
          success: true,
          data: [
            { date: '2026-03-20', sessions: [session('b', '2026-03-20T12:00:00.000Z', 'Stiff neck', 8, 2)] },
            { date: '2026-01-10', sessions: [session('a', '2026-01-10T12:00:00.000Z', 'Headache', 6, 4)] },
          ],
        },
      },
    });
    renderAt('/journal', <JournalPage />);
    const months = await screen.findAllByRole('heading', { level: 2 });
    expect(months.map((h) => h.textContent)).toEqual(['March 2026', 'January 2026']);
    const entries = screen.getAllByTestId('journal-entry');
    expect(within(entries[0]!).getByText('Stiff neck')).toBeInTheDocument();
    expect(entries[0]).toHaveTextContent('03/20/2026');
    expect(entries[0]).toHaveTextContent('8 → 2');
    expect(entries[1]).toHaveTextContent('Headache');
    expect(screen.getByText('Intensity over time')).toBeInTheDocument();
  });

  it("shows each session's check-ins beside its before and after: the answer and note, or when it comes", async () => {
    const s = {
      ...session('c', '2026-03-01T12:00:00.000Z', 'Tight chest', 8, 2),
      check_ins: [
        {
          after: '1d',
          due_at: '2026-03-02T12:00:00.000Z',
          answered_at: '2026-03-02T13:00:00.000Z',
          intensity: 1,
          note: 'Barely there',
        },
        { after: '7d', due_at: '2026-03-08T12:00:00.000Z', answered_at: null, intensity: null, note: null },
        { after: '30d', due_at: '2999-03-31T12:00:00.000Z', answered_at: null, intensity: null, note: null },
      ],
    };
    mockApi({
      'GET /api/journal': { status: 200, body: { success: true, data: [{ date: '2026-03-01', sessions: [s] }] } },
    });
    renderAt('/journal', <JournalPage />);
    const list = await screen.findByRole('list', { name: 'Check-ins after this session' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1 day later: 1“Barely there”',
      '1 week later: waiting for your answer',
      '30 days later: on 03/31/2999',
    ]);
  });

  it('says so when the journal cannot be loaded', async () => {
    mockApi({ 'GET /api/journal': { status: 500, body: { success: false, error: 'INTERNAL_ERROR', message: 'x' } } });
    renderAt('/journal', <JournalPage />);
    expect(await screen.findByText('Failed to load journal entries.')).toBeInTheDocument();
  });
});
