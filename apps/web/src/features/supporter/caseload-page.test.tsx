import type { CaseloadRow } from '@clearwell/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supporterAuth } from '../../lib/auth-storage';
import { renderRoute, stubApi } from '../../../test/render-route';
import { CaseloadPage } from './pages/caseload-page';

const MARIA = { id: 's1', name: 'Maria', code: 'AB12CD34' };
beforeEach(() => supporterAuth.save({ token: 'supporter-token', user: MARIA }));
afterEach(() => vi.unstubAllGlobals());

const NOTHING = { sessions: false, measures: false, check_ins: false };
const row = (id: string, first_name: string, over: Partial<CaseloadRow> = {}): CaseloadRow => ({
  id,
  first_name,
  since: '2026-03-01T10:00:00.000Z',
  scope: { sessions: true, measures: true, check_ins: true },
  flags: { crisis: false, deteriorated: false, silent_days: 1 },
  last_active_at: '2026-03-20T10:00:00.000Z',
  ...over,
});

/** In the server's order: crisis, then getting worse, then the longest quiet. */
const CASELOAD = [
  row('p1', 'Ana', { flags: { crisis: true, deteriorated: true, silent_days: 0 } }),
  row('p2', 'Ben', { flags: { crisis: false, deteriorated: true, silent_days: 3 } }),
  row('p3', 'Cleo', {
    flags: { crisis: false, deteriorated: false, silent_days: 12 },
    scope: { ...NOTHING, sessions: true, check_ins: true },
  }),
  row('p4', 'Dev'),
  row('p5', 'Eli', {
    scope: NOTHING,
    flags: { crisis: false, deteriorated: false, silent_days: null },
    last_active_at: null,
  }),
];

function serve(caseload: CaseloadRow[]) {
  return stubApi((url) => {
    if (url === '/api/supporter/patients') return { body: { success: true, data: caseload } };
    if (url === '/api/supporter/me') return { body: { success: true, data: MARIA } };
    return undefined;
  });
}

const flagsOf = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('listitem')
    .map((li) => [li.dataset.flag, li.textContent]);

describe('the caseload', () => {
  it('keeps the server’s order, and says each flag in words beside its colour', async () => {
    serve(CASELOAD);
    renderRoute(<CaseloadPage />, { path: '/supporter' });
    const rows = await screen.findAllByTestId('caseload-row');
    expect(rows.map((r) => within(r).getByRole('heading').textContent)).toEqual(['Ana', 'Ben', 'Cleo', 'Dev', 'Eli']);
    expect(flagsOf(rows[0]!)).toEqual([
      ['crisis', '!Safety concern in the last 14 days'],
      ['deteriorated', '↑Scores getting worse'],
    ]);
    expect(within(rows[0]!).getByRole('list', { name: 'Needs attention' })).toBeInTheDocument();
    expect(flagsOf(rows[1]!)).toEqual([['deteriorated', '↑Scores getting worse']]);
    expect(flagsOf(rows[2]!)).toEqual([['quiet', '…Quiet for 12 days']]);
    expect(rows[3]).toHaveTextContent('Nothing flagged');
    expect(rows[4]).toHaveTextContent('Nothing flagged');
  });

  it('shows for each person since when, what they share and their last shared activity, and opens them', async () => {
    serve(CASELOAD);
    renderRoute(<CaseloadPage />, { path: '/supporter' });
    const [, , cleo, dev, eli] = await screen.findAllByTestId('caseload-row');
    expect(cleo).toHaveTextContent('Linked since 03/01/2026');
    expect(cleo).toHaveTextContent('Shares: sessions, check-ins');
    expect(dev).toHaveTextContent('Shares: sessions, questionnaire scores, check-ins');
    expect(dev).toHaveTextContent('Last shared activity: 03/20/2026');
    expect(eli).toHaveTextContent('Shares nothing at the moment');
    expect(eli).toHaveTextContent('No shared activity yet');
    expect(within(dev!).getByRole('link', { name: 'Dev' })).toHaveAttribute('href', '/supporter/patients/p4');
  });

  it('shows the supporter’s code with a copy button, and what to do with it when no one has linked yet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    serve([]);
    renderRoute(<CaseloadPage />, { path: '/supporter' });
    expect(
      await screen.findByText('No one has linked to you yet. Give your code to the people you support.'),
    ).toBeInTheDocument();
    const code = screen.getByRole('region', { name: 'Your code' });
    expect(within(code).getByTestId('supporter-code')).toHaveTextContent('AB12CD34');
    await userEvent.click(within(code).getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('AB12CD34');
    expect(await screen.findByText('Code copied')).toBeInTheDocument();
  });
});
