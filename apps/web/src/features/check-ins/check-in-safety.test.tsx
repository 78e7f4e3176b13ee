import type { CheckIn } from '@clearwell/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../lib/auth-storage';
import { jsonBody, renderRoute, stubApi } from '../../../test/render-route';
import { CheckInPage } from './pages/check-in-page';
import { GB_LINES } from '../../../test/safety-lines';

const CARD = 'You don’t have to go through this alone';
const checkIn: CheckIn = {
  id: 'c1',
  problem_id: 'p1',
  after: '1d',
  due_at: '2026-03-08T12:00:00.000Z',
  experience: 'Emotional issue',
  summary: 'A weight on my chest',
  intensity_first: 7,
  intensity_last: 3,
  answered_at: null,
  intensity: null,
  note: null,
};

beforeEach(() => patientAuth.save({ user: { id: 'u1', first_name: 'Ana' } as never, token: 'tok' }));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The check-in page, with the server's answer to the check-in carrying `safety`. */
function answering(safety: { concern: boolean; reasons: string[] }) {
  return stubApi((url, init) => {
    if (url === '/api/check-ins') return { body: { success: true, data: { due: [checkIn], upcoming: [] } } };
    if (url === '/api/check-ins/c1' && init.method !== 'POST') return { body: { success: true, data: checkIn } };
    if (url === '/api/settings') return { body: { success: true, data: { country: 'GB' } } };
    if (url.startsWith('/api/safety-resources')) return { body: { success: true, data: GB_LINES } };
    if (url === '/api/check-ins/c1' && init.method === 'POST')
      return {
        body: {
          success: true,
          data: { ...checkIn, ...jsonBody(init), answered_at: '2026-03-10T12:00:00.000Z', safety },
        },
      };
    return undefined;
  });
}

describe('a check-in and the safety net', () => {
  it('shows the crisis lines with the thanks when the server heard a concern', async () => {
    answering({ concern: true, reasons: ['crisis_language', 'high_intensity'] });
    renderRoute(<CheckInPage />, { path: '/check-ins/:id', at: '/check-ins/c1' });
    const form = await screen.findByTestId('check-in-card');
    await userEvent.click(within(form).getByRole('radio', { name: '10' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Thank you. Your answer is in your journal.')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: CARD });
    expect(await within(card).findByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
  });

  it('shows no card after an answer that raised none', async () => {
    answering({ concern: false, reasons: [] });
    renderRoute(<CheckInPage />, { path: '/check-ins/:id', at: '/check-ins/c1' });
    const form = await screen.findByTestId('check-in-card');
    await userEvent.click(within(form).getByRole('radio', { name: '2' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Done' }));
    await screen.findByText('Thank you. Your answer is in your journal.');
    expect(screen.queryByRole('region', { name: CARD })).toBeNull();
  });

  it('shows the lines as soon as crisis words are typed in the note, and keeps them once shown', async () => {
    const calls = answering({ concern: true, reasons: ['crisis_language'] });
    renderRoute(<CheckInPage />, { path: '/check-ins/:id', at: '/check-ins/c1' });
    const form = await screen.findByTestId('check-in-card');
    await userEvent.click(within(form).getByRole('radio', { name: '4' }));
    const note = within(form).getByLabelText('A note, if you like');
    await userEvent.type(note, 'I want to kill myself');
    const card = await screen.findByRole('region', { name: CARD });
    expect(note).toHaveFocus();
    expect(card.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await userEvent.clear(note);
    await userEvent.type(note, 'fine');
    await new Promise((r) => setTimeout(r, 500));
    expect(screen.getByRole('region', { name: CARD })).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Done' }));
    await screen.findByText('Thank you. Your answer is in your journal.');
    await waitFor(() => expect(screen.getAllByRole('region', { name: CARD })).toHaveLength(1));
    expect(jsonBody(calls.find((c) => c.init.method === 'POST')!.init)).toEqual({ intensity: 4, note: 'fine' });
  });
});
