import 'fake-indexeddb/auto';
import type { Measure, MeasureResult } from '@clearwell/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../../lib/auth-storage';
import { queuedFor } from '../../../lib/offline-queue';
import { clearQueue } from '../../../../test/offline-queue';
import { jsonBody, renderRoute, stubApi } from '../../../../test/render-route';
import { MeasurePage } from './measure-page';
import { GB_LINES } from '../../../../test/safety-lines';

const CHOICES = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'].map((label, value) => ({
  value,
  label,
}));
const measure = (key: 'phq9' | 'gad7', items: number, extra: Partial<Measure> = {}): Measure => ({
  key,
  title: key === 'phq9' ? 'PHQ-9: mood over the last two weeks' : 'GAD-7: worry and anxiety over the last two weeks',
  instructions: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
  items: Array.from({ length: items }, (_, i) => ({ number: i + 1, text: `${key} question ${i + 1}` })),
  choices: CHOICES,
  credit: 'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues',
  due: true,
  due_at: null,
  last: null,
  ...extra,
});
const result = (over: Partial<MeasureResult>): MeasureResult => ({
  id: 'm1',
  key: 'phq9',
  score: 6,
  band: 'mild',
  taken_at: '2026-03-10T12:00:00.000Z',
  change: null,
  safety: { concern: false, reasons: [] },
  ...over,
});

beforeEach(() => patientAuth.save({ user: { id: 'u1', first_name: 'Ana' } as never, token: 'tok' }));
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await clearQueue();
});

/** The server: both questionnaires due, and `answer` for a POST. */
function serve(answer: (body: Record<string, unknown>) => { status?: number; body?: unknown }) {
  return stubApi((url, init) => {
    if (url.startsWith('/api/measures?'))
      return { body: { success: true, data: [measure('phq9', 9), measure('gad7', 7)] } };
    if (url.startsWith('/api/measures/') && init.method === 'POST') return answer(jsonBody(init));
    if (url === '/api/settings') return { body: { success: true, data: { country: 'GB' } } };
    if (url.startsWith('/api/safety-resources')) return { body: { success: true, data: GB_LINES } };
    return undefined;
  });
}

async function answerAll(values: number[]) {
  for (const value of values) {
    const group = await screen.findByRole('radiogroup');
    await userEvent.click(within(group).getByRole('radio', { name: CHOICES[value]!.label }));
  }
}

describe('a questionnaire, from its offer to its result', () => {
  it('says what it is, asks one question per screen, and shows the score in plain words', async () => {
    const calls = serve((body) => ({
      status: 201,
      body: { success: true, data: result({ score: (body.answers as number[]).reduce((a, b) => a + b, 0) }) },
    }));
    renderRoute(<MeasurePage />, { path: '/measures/:key', at: '/measures/phq9' });
    expect(await screen.findByText(/About two minutes: 9 questions about the last two weeks/)).toBeInTheDocument();
    expect(screen.getByText(/Spitzer/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByText('Question 1 of 9')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'phq9 question 1' })).toBeInTheDocument();
    await answerAll([1, 1, 1]);
    // Back returns to the answer given, still chosen.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'Several days' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Several days' }));
    await answerAll([1, 1, 1, 0, 0, 0]);
    expect(screen.getByText('That was the last question.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(await screen.findByTestId('measure-score')).toHaveTextContent('Your score: 6');
    expect(screen.getByText('Your answers suggest some low mood over the last two weeks.')).toBeInTheDocument();
    expect(screen.getByText(/This is not a diagnosis/)).toBeInTheDocument();
    expect(screen.getByText(/This is your first score/)).toBeInTheDocument();
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(post.url).toBe('/api/measures/phq9');
    expect(jsonBody(post.init)).toMatchObject({ answers: [1, 1, 1, 1, 1, 1, 0, 0, 0] });
    expect(jsonBody(post.init).client_id).toMatch(/^[0-9a-f-]{36}$/);
    // The other one, also due, is offered next.
    expect(screen.getByRole('link', { name: 'Answer the other questionnaire too' })).toHaveAttribute(
      'href',
      '/measures/gad7',
    );
    expect(await queuedFor('u1')).toEqual([]);
  });

  it('says the change kindly from the second time on', async () => {
    serve(() => ({
      status: 201,
      body: {
        success: true,
        data: result({ score: 6, change: { from_score: 18, reliable: 'improved', recovered: true } }),
      },
    }));
    renderRoute(<MeasurePage />, { path: '/measures/:key', at: '/measures/phq9' });
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await answerAll([1, 1, 1, 1, 1, 1, 0, 0, 0]);
    await userEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(await screen.findByTestId('measure-change')).toHaveTextContent(
      'Since your first time, your score has come down from 18 to 6. That is a real change. It is now below the level',
    );
  });

  it('opens the crisis lines as soon as item 9 is answered above 0, and keeps them to the result', async () => {
    serve(() => ({
      status: 201,
      body: { success: true, data: result({ safety: { concern: true, reasons: ['self_harm_item'] } }) },
    }));
    renderRoute(<MeasurePage />, { path: '/measures/:key', at: '/measures/phq9' });
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await answerAll([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(screen.queryByRole('link', { name: 'Call 116 123' })).toBeNull();
    await answerAll([1]);
    expect(await screen.findByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
    await userEvent.click(screen.getByRole('button', { name: 'See my result' }));
    await screen.findByTestId('measure-score');
    expect(screen.getByRole('link', { name: 'Call 116 123' })).toBeInTheDocument();
  });

  it('keeps the answers on the device when the connection is gone, to be sent later', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    renderRoute(<MeasurePage />, { path: '/measures/:key', at: '/measures/gad7' });
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await answerAll([2, 2, 2, 2, 0, 0, 0]);
    await userEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(await screen.findByText(/Your answers are saved on this device/)).toBeInTheDocument();
    expect(await queuedFor('u1')).toEqual([
      expect.objectContaining({ kind: 'measure', key: 'gad7', answers: [2, 2, 2, 2, 0, 0, 0], owner: 'u1' }),
    ]);
  });

  it('says so when it was answered recently, and keeps nothing', async () => {
    serve(() => ({
      status: 409,
      body: { success: false, error: 'NOT_DUE', message: 'This questionnaire is not due yet.' },
    }));
    renderRoute(<MeasurePage />, { path: '/measures/:key', at: '/measures/gad7' });
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await answerAll([0, 0, 0, 0, 0, 0, 0]);
    await userEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You answered this questionnaire recently');
    expect(await queuedFor('u1')).toEqual([]);
  });

  it('tells when a questionnaire is next ready, and lets the patient leave at the start', async () => {
    stubApi((url) =>
      url.startsWith('/api/measures?')
        ? {
            body: {
              success: true,
              data: [measure('phq9', 9, { due: false, due_at: '2026-12-12T09:00:00.000Z' }), measure('gad7', 7)],
            },
          }
        : undefined,
    );
    const { router } = renderRoute(<MeasurePage />, { path: '/measures/:key', at: '/measures/phq9' });
    expect(await screen.findByText(/You answered this recently. It will be ready again on/)).toBeInTheDocument();
    await router.navigate('/measures/gad7');
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});
