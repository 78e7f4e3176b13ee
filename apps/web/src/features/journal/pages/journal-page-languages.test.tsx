import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../../lib/i18n/language';
import { resetLanguageChoice } from '../../../../test/language';
import { mockApi, renderAt } from '../../../../test/render-page';
import { stubApi } from '../../../../test/render-route';
import { JournalPage } from './journal-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetLanguageChoice();
});

const session = (id: string, created_at: string, text: string) => ({
  session_id: id,
  created_at,
  experience: 'Dolor físico',
  // The patient's own words and the step titles are shown as stored, in whatever language they were written.
  text_responses: [
    { step_title: 'Procesar de nuevo', response: 'Sí' },
    { step_title: 'Céntrate y siéntelo', response: text },
  ],
  intensity_responses: [
    { step_title: 'Valora la intensidad', response: 8 },
    { step_title: 'Feel Now', response: 2 },
  ],
  check_ins: [
    { after: '7d', due_at: '2026-03-27T12:00:00.000Z', answered_at: null, intensity: null, note: null },
    { after: '30d', due_at: '2999-04-19T12:00:00.000Z', answered_at: null, intensity: null, note: null },
  ],
});
const journal = {
  'GET /api/journal': {
    status: 200,
    body: {
      success: true,
      data: [
        { date: '2026-03-20', sessions: [session('b', '2026-03-20T12:00:00.000Z', 'Cuello rígido')] },
        { date: '2026-01-10', sessions: [session('a', '2026-01-10T12:00:00.000Z', 'Dolor de cabeza')] },
      ],
    },
  },
  'GET /api/journal/shares': { status: 200, body: { success: true, data: [] } },
};

describe('the journal in other languages', () => {
  it('speaks German: months and dates as Germans write them, plurals, check-ins', async () => {
    chooseLanguage('de');
    mockApi(journal);
    renderAt('/journal', <JournalPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tagebuch' })).toBeInTheDocument();
    const months = await screen.findAllByRole('heading', { level: 2 });
    expect(months.map((h) => h.textContent)).toEqual(['März 2026', 'Januar 2026']);
    const [first] = screen.getAllByTestId('journal-entry');
    expect(first).toHaveTextContent('20.03.2026');
    expect(first).toHaveTextContent('Cuello rígido');
    expect(first).toHaveTextContent('Stärke vorher → nachher: 8 → 2');
    const checkIns = within(first!).getByRole('list', { name: 'Check-ins nach dieser Sitzung' });
    expect(
      within(checkIns)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 Woche später: wartet auf deine Antwort', '30 Tage später: am 19.04.2999']);
    expect(screen.getByText('Stärke im Verlauf')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Einträge zum Teilen auswählen' }));
    expect(screen.getByText('Wähle die Einträge aus, die du teilen möchtest')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Cuello rígido/ }));
    expect(screen.getByText('1 Eintrag ausgewählt')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Dolor de cabeza/ }));
    expect(screen.getByText('2 Einträge ausgewählt')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mit meinem Coach teilen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mit meinem Coach teilen' });
    expect(within(dialog).getByRole('radio', { name: '7 Tage' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '1 Tag' })).not.toBeChecked();
    expect(dialog).toHaveTextContent('die 2 ausgewählten Einträge');
  });

  it('speaks Spanish: a month heading with its capital, the day before the month', async () => {
    chooseLanguage('es');
    mockApi(journal);
    renderAt('/journal', <JournalPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Diario' })).toBeInTheDocument();
    const months = await screen.findAllByRole('heading', { level: 2 });
    expect(months.map((h) => h.textContent)).toEqual(['Marzo de 2026', 'Enero de 2026']);
    expect(screen.getAllByTestId('journal-entry')[0]).toHaveTextContent('20/03/2026');
    const checkIns = screen.getAllByRole('list', { name: 'Seguimientos después de esta sesión' })[0]!;
    expect(within(checkIns).getAllByRole('listitem')[0]).toHaveTextContent('1 semana después: esperando tu respuesta');
  });

  it("names each session's experience in the language in use, whichever it was chosen in", async () => {
    chooseLanguage('de');
    const titles = { en: 'Physical pain', es: 'Dolor físico', de: 'Körperlicher Schmerz' } as const;
    stubApi((url) => {
      if (url === '/api/journal') return journal['GET /api/journal'];
      if (url === '/api/journal/shares') return journal['GET /api/journal/shares'];
      const lang = /^\/api\/experiences\?lang=(en|es|de)$/.exec(url)?.[1] as keyof typeof titles | undefined;
      if (lang) return { body: { success: true, data: [{ id: 'e1', title: titles[lang], icon: 'pain' }] } };
      return undefined;
    });
    renderAt('/journal', <JournalPage />);
    const [first] = await screen.findAllByTestId('journal-entry');
    await within(first!).findByText('Körperlicher Schmerz');
    expect(screen.queryByText('Dolor físico')).not.toBeInTheDocument();
  });
});
