import type { CheckIn } from '@clearwell/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../lib/auth-storage';
import { preloadMessages } from '../../lib/i18n';
import { chooseLanguage } from '../../lib/i18n/language';
import { resetLanguageChoice } from '../../../test/language';
import { renderRoute, stubApi } from '../../../test/render-route';
import { CheckInPage } from './pages/check-in-page';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const checkIn = (over: Partial<CheckIn> = {}): CheckIn => ({
  id: 'c1',
  problem_id: 'p1',
  after: '1d',
  due_at: new Date(NOW - 2 * 86_400_000).toISOString(),
  experience: 'Körperlicher Schmerz',
  summary: null,
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
  resetLanguageChoice();
});

/** The lists, and `GET /api/check-ins/:id` over them as the check-in page reads one. */
const serve = (list: { due: CheckIn[]; upcoming: CheckIn[] }) =>
  stubApi((url) => {
    if (url === '/api/check-ins') return { body: { success: true, data: list } };
    const one = [...list.due, ...list.upcoming].find((c) => url === `/api/check-ins/${c.id}`);
    return one ? { body: { success: true, data: one } } : undefined;
  });

describe('check-ins in German and Spanish', () => {
  it('asks about the session in German, with how long ago in German words', async () => {
    serve({ due: [checkIn()], upcoming: [] });
    chooseLanguage('de');
    // As the app does before its first render (main.tsx): German from the first paint, no English.
    await preloadMessages('patient');
    renderRoute(<CheckInPage />, { path: '/check-ins/:id', at: '/check-ins/c1' });
    const card = await screen.findByTestId('check-in-card');
    expect(card).toHaveTextContent(
      'Vor 3 Tagen hast du an diesem Thema gearbeitet: Körperlicher Schmerz. Wie stark ist es jetzt?',
    );
    expect(card).toHaveTextContent('Vor der Sitzung war es 8, danach 2.');
    expect(screen.getByRole('heading', { name: 'Check-in' })).toBeInTheDocument();
  });

  it('gives the day an upcoming check-in opens as a Spanish date', async () => {
    serve({ due: [], upcoming: [checkIn({ due_at: '2026-03-12T09:00:00.000Z' })] });
    chooseLanguage('es');
    await preloadMessages('patient');
    renderRoute(<CheckInPage />, { path: '/check-ins/:id', at: '/check-ins/c1' });
    expect(await screen.findByText(/^Este seguimiento se abre el 12 de marzo de 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir tu diario' })).toHaveAttribute('href', '/journal');
  });
});
