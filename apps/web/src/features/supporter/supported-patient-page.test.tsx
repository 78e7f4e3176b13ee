import type { SupportedPatient } from '@clearwell/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supporterAuth } from '../../lib/auth-storage';
import { jsonBody, renderRoute, stubApi } from '../../../test/render-route';
import { SupportedPatientPage } from './pages/supported-patient-page';

beforeEach(() => supporterAuth.save({ token: 'supporter-token', user: { id: 's1', name: 'Maria', code: 'AB12CD34' } }));
afterEach(() => vi.unstubAllGlobals());

const session = {
  session_id: 'x1',
  created_at: '2026-03-10T12:00:00.000Z',
  experience: 'Worry',
  text_responses: [{ step_title: 'Focus and Feel It', response: 'Tight chest before work' }],
  intensity_responses: [
    { step_title: 'Rate the Intensity', response: 8 },
    { step_title: 'Feel Now', response: 3 },
  ],
  check_ins: [],
};
const onlySessions: SupportedPatient = {
  id: 'p1',
  first_name: 'Ana',
  since: '2026-03-01T10:00:00.000Z',
  scope: { sessions: true, measures: false, check_ins: false },
  sessions: [session as never],
};
const everything: SupportedPatient = {
  ...onlySessions,
  scope: { sessions: true, measures: true, check_ins: true },
  measures: [
    { id: 'm1', key: 'phq9', score: 14, band: 'moderate', taken_at: '2026-03-02T10:00:00.000Z' },
    { id: 'm2', key: 'phq9', score: 8, band: 'mild', taken_at: '2026-03-16T10:00:00.000Z' },
  ],
  check_ins: [
    {
      id: 'c1',
      problem_id: 'x1',
      after: '1d',
      due_at: '2026-03-11T12:00:00.000Z',
      experience: 'Worry',
      summary: 'Tight chest before work',
      intensity_first: 8,
      intensity_last: 3,
      answered_at: '2026-03-11T15:00:00.000Z',
      intensity: 2,
      note: 'Calmer at work',
    },
  ],
};

function serve(patient: SupportedPatient | 404) {
  const thread = [{ id: 'm1', from: 'patient', text: 'I had a hard week.', at: '2026-03-12T08:00:00.000Z' }];
  return stubApi((url, init) => {
    if (url === '/api/supporter/patients/p1')
      return patient === 404
        ? { status: 404, body: { success: false, error: 'NOT_FOUND', message: 'Not found' } }
        : { body: { success: true, data: patient } };
    if (url === '/api/supporter/patients/p1/messages' && init.method === 'POST') {
      const sent = {
        id: `m${thread.length + 1}`,
        from: 'supporter',
        text: String(jsonBody(init).text),
        at: '2026-03-12T09:00:00.000Z',
      };
      thread.push(sent);
      return { status: 201, body: { success: true, data: sent } };
    }
    if (url === '/api/supporter/patients/p1/messages') return { body: { success: true, data: [...thread] } };
    return undefined;
  });
}

const open = () =>
  renderRoute(<SupportedPatientPage />, { path: '/supporter/patients/:id', at: '/supporter/patients/p1' });
const part = (name: string) => screen.getByRole('region', { name });

describe('a patient, as their supporter sees them', () => {
  it('shows only what the scope shares; the rest says “Not shared”, never an error', async () => {
    serve(onlySessions);
    open();
    expect(await screen.findByRole('heading', { name: 'Ana', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Linked since 03\/01\/2026 · Shares: sessions/)).toBeInTheDocument();
    const sessions = part('Sessions');
    expect(within(sessions).getByRole('heading', { name: 'Worry', level: 3 })).toBeInTheDocument();
    expect(sessions).toHaveTextContent('Tight chest before work');
    expect(sessions).toHaveTextContent('Intensity before → after: 8 → 3');
    for (const name of ['Questionnaire scores', 'Check-ins']) {
      expect(within(part(name)).getByTestId('not-shared')).toHaveTextContent(
        'Not shared. This is only shown if they choose to share it with you.',
      );
    }
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the scores over time with their level, and the check-ins with the note', async () => {
    serve(everything);
    open();
    const scores = await screen.findByRole('table', { name: 'Questionnaire scores, newest first' });
    const rows = within(scores).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '03/16/2026PHQ-9 (mood, 0–27)8Mild',
      '03/02/2026PHQ-9 (mood, 0–27)14Moderate',
    ]);
    const checkIns = part('Check-ins');
    expect(checkIns).toHaveTextContent('Answered 03/11/2026');
    expect(checkIns).toHaveTextContent('Strength before the session 8, after it 3, at the check-in 2');
    expect(checkIns).toHaveTextContent('“Calmer at work”');
    expect(screen.queryByTestId('not-shared')).toBeNull();
  });

  it('writes to the patient: the thread shows it, beside a plain word that this is no emergency service', async () => {
    const calls = serve(onlySessions);
    open();
    const messages = await screen.findByRole('region', { name: 'Messages' });
    expect(
      within(messages).getByRole('complementary', { name: 'Messages are not an emergency service' }),
    ).toHaveTextContent('Messages are not watched around the clock');
    expect(within(messages).getByText('Crisis lines you can pass on')).toBeInTheDocument();
    expect(await within(messages).findByText('I had a hard week.')).toBeInTheDocument();
    await userEvent.type(within(messages).getByRole('textbox', { name: 'Write to Ana' }), 'Thank you for telling me.');
    await userEvent.click(within(messages).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(messages).getAllByTestId('message')).toHaveLength(2));
    expect(within(messages).getAllByTestId('message')[1]).toHaveTextContent(/^You .*Thank you for telling me\.$/);
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(post.url).toBe('/api/supporter/patients/p1/messages');
    expect(jsonBody(post.init)).toEqual({ text: 'Thank you for telling me.' });
  });

  it('says calmly when the person is no longer linked', async () => {
    serve(404);
    open();
    expect(await screen.findByRole('heading', { name: 'This person is no longer linked to you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All the people you support/ })).toHaveAttribute('href', '/supporter');
  });
});
