import type { ShareSummary } from '@clearwell/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderAt } from '../../../../test/render-page';
import { JournalPage } from '../pages/journal-page';

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { share?: unknown }).share;
});

const session = (id: string, created_at: string, text: string) => ({
  session_id: id,
  created_at,
  experience: 'Physical pain',
  text_responses: [
    { step_title: 'Focus', response: text },
    { step_title: 'Notice', response: `More about ${text.toLowerCase()}` },
  ],
  intensity_responses: [
    { step_title: 'Rate', response: 7 },
    { step_title: 'Feel Now', response: 1 },
  ],
});

const journal = {
  status: 200,
  body: {
    success: true,
    data: [
      {
        date: '2026-03-20',
        sessions: [
          session('c', '2026-03-20T12:00:00.000Z', 'Stiff neck'),
          session('b', '2026-03-20T10:00:00.000Z', 'Headache'),
          session('a', '2026-03-20T08:00:00.000Z', 'Sore knee'),
        ],
      },
    ],
  },
};

const link = 'http://clearwell.test/shared/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

describe('sharing entries with a coach', () => {
  it('makes a link to the chosen entries for the chosen days, and copies it', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /api/journal': journal,
      'GET /api/journal/shares': { status: 200, body: { success: true, data: [] } },
      'POST /api/journal/shares': {
        status: 201,
        body: {
          success: true,
          data: { id: 's1', url: link, expires_at: '2026-04-19T12:00:00.000Z', session_ids: ['c', 'a'] },
        },
      },
    });
    renderAt('/journal', <JournalPage />);
    await user.click(await screen.findByRole('button', { name: 'Select entries to share' }));
    expect(screen.getByRole('button', { name: 'Share with my coach' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Stiff neck/ }));
    await user.click(screen.getByRole('checkbox', { name: /Sore knee/ }));
    expect(screen.getByText('2 entries chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share with my coach' }));

    const dialog = await screen.findByRole('dialog', { name: 'Share with my coach' });
    // Says exactly what the coach will see, and shows it as the coach's page will.
    expect(dialog).toHaveTextContent(
      'Whoever opens it sees your first name and, for each entry, everything you wrote in it: every answer you typed in the session, every intensity rating, and your check-in answers with their notes. Never your last name or e-mail.',
    );
    expect(dialog).not.toHaveTextContent(/nothing else/);
    const preview = within(dialog).getByRole('region', { name: 'What your coach will see' });
    expect(within(preview).getByRole('heading', { name: 'Journal entries shared by Robin' })).toBeInTheDocument();
    const entries = within(preview).getAllByTestId('shared-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Stiff neck');
    expect(entries[0]).toHaveTextContent('More about stiff neck');
    expect(entries[1]).toHaveTextContent('More about sore knee');
    expect(preview).not.toHaveTextContent(/Headache|Hale|robin@example/);
    expect(calls.some((c) => c.key === 'POST /api/journal/shares')).toBe(false);
    await user.click(within(dialog).getByRole('radio', { name: '30 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const ready = await screen.findByRole('dialog', { name: 'Your link is ready' });
    expect(calls.find((c) => c.key === 'POST /api/journal/shares')!.body).toEqual({
      session_ids: ['c', 'a'],
      expires_in_days: 30,
    });
    expect(within(ready).getByRole('textbox', { name: 'Link for your coach' })).toHaveValue(link);
    expect(within(ready).queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
    await user.click(within(ready).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    await user.click(within(ready).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('checkbox')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Select entries to share' })).toBeInTheDocument();
  });

  it("offers the system share sheet where there is one, and says so when the link can't be made", async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    let fail = true;
    let tooManyLinks = false;
    mockApi({
      'GET /api/journal': journal,
      'GET /api/journal/shares': { status: 200, body: { success: true, data: [] } },
      'POST /api/journal/shares': () =>
        fail
          ? tooManyLinks
            ? {
                status: 409,
                body: { success: false, error: 'TOO_MANY_LINKS', message: 'You already have 20 open links.' },
              }
            : {
                status: 404,
                body: { success: false, error: 'NOT_FOUND', message: 'Some of these journal entries were not found.' },
              }
          : {
              status: 201,
              body: {
                success: true,
                data: { id: 's1', url: link, expires_at: '2026-03-27T12:00:00.000Z', session_ids: ['b'] },
              },
            },
    });
    renderAt('/journal', <JournalPage />);
    await user.click(await screen.findByRole('button', { name: 'Select entries to share' }));
    await user.click(screen.getByRole('checkbox', { name: /Headache/ }));
    await user.click(screen.getByRole('button', { name: 'Share with my coach' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share with my coach' });
    expect(within(dialog).getByRole('radio', { name: '7 days' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Some of these journal entries were not found.');
    tooManyLinks = true;
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You already have 20 open links. End one of them before making another.',
    );
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const ready = await screen.findByRole('dialog', { name: 'Your link is ready' });
    await user.click(within(ready).getByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: link }));
  });

  it('lists the links with their entries, expiry and every opening, and ends one', async () => {
    const user = userEvent.setup();
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const shares: ShareSummary[] = [
      {
        id: 's2',
        created_at: '2026-03-21T09:00:00.000Z',
        expires_at: future,
        revoked_at: null,
        session_count: 2,
        views: [{ at: '2026-03-21T10:05:00.000Z' }, { at: '2026-03-22T11:30:00.000Z' }],
      },
      {
        id: 's1',
        created_at: '2026-03-01T09:00:00.000Z',
        expires_at: '2026-03-02T09:00:00.000Z',
        revoked_at: null,
        session_count: 1,
        views: [],
      },
      {
        id: 's0',
        created_at: '2026-02-01T09:00:00.000Z',
        expires_at: future,
        revoked_at: '2026-02-02T09:00:00.000Z',
        session_count: 3,
        views: [],
      },
    ];
    const calls = mockApi({
      'GET /api/journal': journal,
      'GET /api/journal/shares': () => ({ status: 200, body: { success: true, data: shares } }),
      'DELETE /api/journal/shares/s2': () => {
        shares[0] = { ...shares[0]!, revoked_at: new Date().toISOString() };
        return { status: 200, body: { success: true, message: 'The link has been ended.', data: null } };
      },
    });
    renderAt('/journal', <JournalPage />);
    const list = await screen.findByRole('region', { name: 'Shared links' });
    const rows = within(list).getAllByTestId('shared-link');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('2 entries');
    expect(rows[0]).toHaveTextContent(/Open until/);
    expect(rows[0]).toHaveTextContent('Opened 2 times');
    expect(within(rows[0]!).getAllByRole('listitem')).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Expired 03/02/2026');
    expect(rows[1]).toHaveTextContent('Not opened yet');
    expect(rows[2]).toHaveTextContent('Ended 02/02/2026');
    expect(within(rows[1]!).queryByRole('button', { name: /End/ })).not.toBeInTheDocument();

    await user.click(within(rows[0]!).getByRole('button', { name: /End the link/ }));
    expect(calls.some((c) => c.key === 'DELETE /api/journal/shares/s2')).toBe(true);
    await waitFor(() => expect(within(list).getAllByTestId('shared-link')[0]).toHaveTextContent('Ended'));
    expect(within(list).queryByRole('button', { name: /End the link/ })).not.toBeInTheDocument();
  });
});
