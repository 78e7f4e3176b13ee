import type { ContentVersion, ContentVersionDetail, OutcomeRow, SessionStep } from '@clearwell/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminAuth } from '../../lib/auth-storage';
import { chooseLanguage } from '../../lib/i18n/language';
import { resetLanguageChoice } from '../../../test/language';
import { mockApi, renderRoutes } from '../../../test/admin-render';
import { ContentHistoryPage } from './pages/content-history-page';
import { ContentOutcomesPage } from './pages/content-outcomes-page';
import { ContentPreviewPage } from './pages/content-preview-page';
import { ContentVersionPage } from './pages/content-version-page';

beforeEach(() => adminAuth.save({ user: { email: 'a@x.test' }, token: 't' }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetLanguageChoice();
});

const ok = (data: unknown) => ({ body: { success: true, data } });
const version = (number: number, summary: string): ContentVersion => ({
  id: `v${number}`,
  number,
  created_at: '2026-03-02T10:00:00.000Z',
  created_by: { id: 'a1', name: 'Dana Editor' },
  summary,
});
const paged = (items: ContentVersion[], page = 1, total_pages = 1) =>
  ok({ items, current_page: page, total_pages, total_items: items.length * total_pages, limit: 20 });
const step = (id: string, title: string, type: SessionStep['type'], radio: string[] = []): SessionStep => ({
  id,
  title,
  description: '',
  text_content: `${title} text`,
  type,
  options: { radio_title: '', radio_options: radio, slider_title: '', slider_config: { min: 0, max: 10 } },
  media: { image: [], video: null, audio: null },
  order: 1,
});
const detail = (
  number: number,
  steps: SessionStep[],
  changes: ContentVersionDetail['changes'] = [],
): ContentVersionDetail => ({ ...version(number, `Summary ${number}`), steps, changes });
const row = (version: number, sessions: number, cleared_rate: number): OutcomeRow => ({
  version,
  sessions,
  cleared: Math.round(sessions * cleared_rate),
  cleared_rate,
  avg_rounds: 1.5,
  avg_intensity_first: 7,
  avg_intensity_last: 3,
  checkins_answered: 0,
  still_clear: 0,
  still_clear_rate: null,
});

describe('content history', () => {
  it('lists versions newest first with who, when and what, the first marked live, and pages', async () => {
    const fetch = mockApi((url) => {
      const page = new URL(url, 'http://x').searchParams.get('page');
      return page === '2'
        ? paged([version(1, 'Initial content')], 2, 2)
        : paged([version(3, "Updated step 'Feel Now'"), version(2, "Created step 'Rest'")], 1, 2);
    });
    renderRoutes([{ path: '/admin/content/history', element: <ContentHistoryPage /> }], '/admin/content/history');
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Version 3\s*Live/);
    expect(items[0]).toHaveTextContent("Updated step 'Feel Now'");
    expect(items[0]).toHaveTextContent('Dana Editor');
    expect(items[1]).not.toHaveTextContent('Live');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/admin/content/history/v3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Initial content')).toBeInTheDocument();
    expect(String(fetch.mock.calls.at(-1)![0])).toContain('page=2');
  });
});

describe('a version', () => {
  const changes: ContentVersionDetail['changes'] = [
    {
      step_id: 's1',
      step_title: 'Feel Now',
      kind: 'edited',
      field: 'title',
      before: 'Feel It Now',
      after: 'Feel Now',
      text: "Changed the title of 'Feel Now'",
    },
    {
      step_id: 's1',
      step_title: 'Feel Now',
      kind: 'edited',
      field: 'text_content',
      before: 'Breathe in slowly and notice it.',
      after: 'Breathe out slowly and notice it.',
      text: "Changed the text of 'Feel Now'",
    },
    {
      step_id: 's2',
      step_title: 'Rest',
      kind: 'removed',
      field: null,
      before: null,
      after: null,
      text: "Removed step 'Rest'",
    },
  ];

  function renderVersion(id: string) {
    const fetch = mockApi((url, init) => {
      if (url.includes('/restore'))
        return { status: 201, body: { success: true, data: version(5, 'Restored version 2') } };
      if (url.includes('/api/admin/content-versions/v2'))
        return ok(detail(2, [step('s1', 'Feel Now', ['slider'])], changes));
      if (url.includes('/api/admin/content-versions/v4')) return ok(detail(4, []));
      if (url.includes('/api/admin/content-versions/v5')) return ok(detail(5, []));
      void init;
      return paged([version(4, 'Latest')]);
    });
    const view = renderRoutes(
      [{ path: '/admin/content/history/:id', element: <ContentVersionPage /> }],
      `/admin/content/history/${id}`,
    );
    return { fetch, ...view };
  }

  it('shows what changed from the version before, its steps, and restores it after asking', async () => {
    const { fetch, router } = renderVersion('v2');
    expect(await screen.findByRole('heading', { name: 'What changed from version 1' })).toBeInTheDocument();
    expect(screen.getByText("Changed the title of 'Feel Now'")).toBeInTheDocument();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Feel It Now')).toBeInTheDocument();
    // Word by word: what went is struck through on the left, what came is marked on the right.
    expect(screen.getAllByRole('deletion').map((d) => d.textContent?.trim())).toEqual(['It', 'in']);
    expect(screen.getAllByRole('insertion').map((d) => d.textContent?.trim())).toEqual(['out']);
    expect(screen.getByText("Removed step 'Rest'")).toBeInTheDocument();
    expect(screen.getByText('Steps in this version (1)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview this version' })).toHaveAttribute(
      'href',
      '/admin/content/preview?version=v2',
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 2?' });
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/restore'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore version 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content/history/v5'));
    const restore = fetch.mock.calls.find(([u]) => String(u).includes('/restore'))!;
    expect(restore[1]!.method).toBe('POST');
  });

  it('offers no restore on the live version', async () => {
    renderVersion('v4');
    expect(await screen.findByRole('heading', { name: /Version 4/ })).toHaveTextContent('Live');
    expect(screen.queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
  });
});

describe('preview', () => {
  it('walks a version as a patient would and stores nothing', async () => {
    const steps = [step('s1', 'Breathe', ['text']), step('s2', 'Process Again', ['radio'], ['Yes', 'No'])];
    const fetch = mockApi((url) => {
      if (url.includes('/api/admin/experiences')) return ok([{ id: 'e1', title: 'Emotional issue', icon: 'heart' }]);
      if (url.includes('/api/admin/content-versions/v2')) return ok(detail(2, steps));
      return paged([version(2, 'Latest')]);
    });
    renderRoutes([{ path: '/admin/content/preview', element: <ContentPreviewPage /> }], '/admin/content/preview');
    expect(await screen.findByRole('heading', { name: 'Breathe' })).toBeInTheDocument();
    expect(screen.getByText('Preview of version 2: answers are not stored')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox'), 'Slow and calm');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('This was a preview, so nothing was stored.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/api/problem'))).toBe(false);
    expect(localStorage.getItem('clearwell.session-progress')).toBeNull();
  });
});

describe('preview in the back-office language', () => {
  it('walks the version in German when the back-office is in German, experiences included', async () => {
    chooseLanguage('de');
    const breathe = {
      ...step('s1', 'Choose Experience', ['options']),
      translations: { de: { title: 'Erfahrung wählen', text_content: 'Wähle, woran du arbeiten möchtest.' } },
    };
    const fetch = mockApi((url) => {
      if (url.includes('/api/admin/experiences'))
        return ok([{ id: 'e1', title: url.includes('lang=de') ? 'Körperlicher Schmerz' : 'Physical pain', icon: 'x' }]);
      if (url.includes('/api/admin/content-versions/v2')) return ok(detail(2, [breathe]));
      return paged([version(2, 'Latest')]);
    });
    renderRoutes([{ path: '/admin/content/preview', element: <ContentPreviewPage /> }], '/admin/content/preview');
    expect(await screen.findByRole('heading', { name: 'Erfahrung wählen' })).toBeInTheDocument();
    expect(screen.getByText('Wähle, woran du arbeiten möchtest.')).toBeInTheDocument();
    expect(await screen.findByText('Körperlicher Schmerz')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/api/admin/experiences?lang=de'))).toBe(true);
  });
});

describe('outcomes', () => {
  const measuresOff = {
    status: 404,
    body: { success: false, error: 'NOT_FOUND', message: 'Measures are turned off on this server.' },
  };
  function renderOutcomes(rows: OutcomeRow[]) {
    mockApi((url) => (url.startsWith('/api/admin/stats/measures') ? measuresOff : ok(rows)));
    renderRoutes([{ path: '/admin/content/outcomes', element: <ContentOutcomesPage /> }], '/admin/content/outcomes');
  }

  it('shows a row per version and says plainly when there are too few sessions to tell', async () => {
    renderOutcomes([row(1, 40, 0.5), row(2, 12, 0.75)]);
    const table = await screen.findByRole('table', { name: 'Outcomes per version' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Version 2' }).closest('tr')).toHaveTextContent('75%');
    expect(screen.getByText('Too few sessions to tell.')).toBeInTheDocument();
    expect(screen.getByText(/Based on 40 sessions on version 1 and 12 on version 2/)).toBeInTheDocument();
    const cleared = screen.getByRole('rowheader', { name: 'Cleared' }).closest('tr')!;
    expect(cleared).toHaveTextContent('+25 points');
  });

  it('compares any two versions, without the warning once each has enough sessions', async () => {
    renderOutcomes([row(1, 40, 0.5), row(2, 12, 0.75), row(3, 35, 0.4)]);
    await screen.findByRole('table', { name: 'Outcomes per version' });
    await userEvent.selectOptions(screen.getByLabelText('First version'), '1');
    expect(screen.queryByText('Too few sessions to tell.')).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Cleared' }).closest('tr')).toHaveTextContent('−10 points');
  });

  it('says so when no session falls in the range', async () => {
    renderOutcomes([]);
    expect(await screen.findByText('No sessions in this date range yet.')).toBeInTheDocument();
  });

  describe('the measures panel', () => {
    const stats = {
      key: 'phq9',
      patients: 42,
      with_two_or_more: 30,
      at_caseness: 25,
      reliable_improvement: 14,
      reliable_deterioration: null,
      recovered: 11,
      by_version: [
        { version: 1, patients: 30, reliable_improvement_rate: 0.4, recovery_rate: 0.5 },
        { version: 2, patients: null, reliable_improvement_rate: null, recovery_rate: null },
      ],
    };
    function renderWithMeasures(on: boolean) {
      const fetch = mockApi((url) => {
        if (url.startsWith('/api/admin/stats/measures'))
          return on ? ok({ ...stats, key: new URL(url, 'http://x').searchParams.get('key') }) : measuresOff;
        return ok([row(1, 40, 0.5)]);
      });
      renderRoutes([{ path: '/admin/content/outcomes', element: <ContentOutcomesPage /> }], '/admin/content/outcomes');
      return fetch;
    }

    it('shows caseness, reliable change and recovery, and never a figure about fewer than ten', async () => {
      const fetch = renderWithMeasures(true);
      const figures = await screen.findByTestId('measure-figures');
      expect(within(figures).getByText('Reliable improvement').nextSibling).toHaveTextContent('14');
      expect(within(figures).getByText('Reliable deterioration').nextSibling).toHaveTextContent('fewer than 10');
      const perVersion = within(figures).getByRole('list', { name: 'Per version' });
      expect(perVersion).toHaveTextContent('Version 1Patients30Reliable improvement rate40%Recovery rate50%');
      expect(perVersion).toHaveTextContent('Version 2Patientsfewer than 10Reliable improvement rate—Recovery rate—');
      await userEvent.click(screen.getByRole('radio', { name: 'GAD-7' }));
      await waitFor(() =>
        expect(fetch.mock.calls.some(([u]) => String(u).includes('/api/admin/stats/measures?key=gad7'))).toBe(true),
      );
    });

    it('is absent when measures are turned off', async () => {
      const fetch = renderWithMeasures(false);
      await screen.findByRole('table', { name: 'Outcomes per version' });
      await waitFor(() =>
        expect(fetch.mock.calls.some(([u]) => String(u).includes('/api/admin/stats/measures'))).toBe(true),
      );
      await waitFor(() => expect(screen.queryByText('Measures: PHQ-9 and GAD-7')).not.toBeInTheDocument());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
