import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../../../lib/auth-storage';
import { jsonBody, renderRoute, stubApi } from '../../../../../test/render-route';
import { SupporterCard } from './supporter-card';

beforeEach(() => patientAuth.save({ user: { id: 'u1', first_name: 'Ana' } as never, token: 'tok' }));
afterEach(() => vi.unstubAllGlobals());

const link = (scope = { sessions: true, measures: false, check_ins: false }) => ({
  supporter: { name: 'Maria' },
  scope,
  since: '2026-03-05T10:00:00.000Z',
});
const refused = (status: number, error: string) => ({ status, body: { success: false, error, message: 'No' } });

/** The server: GET /api/support answers `linked` (null: none); POST answers `onLink`. */
function serve({
  linked = null as ReturnType<typeof link> | null,
  onLink = { body: { success: true, data: link() } } as object,
} = {}) {
  return stubApi((url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/support' && method === 'GET') return { body: { success: true, data: linked } };
    if (url === '/api/support' && method === 'POST') return { status: 201, ...onLink };
    if (url === '/api/support' && method === 'PUT')
      return { body: { success: true, data: link(jsonBody(init).scope as never) } };
    if (url === '/api/support' && method === 'DELETE') return { body: { success: true, data: null } };
    if (url === '/api/support/views')
      return {
        body: { success: true, data: [{ at: '2026-03-06T09:15:00.000Z' }, { at: '2026-03-08T18:40:00.000Z' }] },
      };
    return undefined;
  });
}

const card = async () => screen.findByRole('region', { name: 'Your supporter' });
const codeField = () => screen.getByRole('textbox', { name: 'Your supporter’s code' });

describe('Settings → Your supporter, without one', () => {
  it('links with the code as typed, sharing only what was ticked: nothing is ticked before the patient chooses', async () => {
    const calls = serve();
    renderRoute(<SupporterCard />, { path: '/settings' });
    const region = await card();
    const boxes = await within(region).findAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect(box).not.toBeChecked();
    expect(within(region).getByRole('group', { name: 'What your supporter may see' })).toBeInTheDocument();

    await userEvent.type(codeField(), 'abcd-12');
    await userEvent.click(within(region).getByRole('button', { name: 'Link my supporter' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Enter the 8 letters or digits your supporter gave you',
    );
    expect(calls.filter((c) => c.init.method === 'POST')).toEqual([]);

    await userEvent.type(codeField(), '34');
    await userEvent.click(within(region).getByRole('checkbox', { name: /My sessions/ }));
    await userEvent.click(within(region).getByRole('button', { name: 'Link my supporter' }));
    expect(await screen.findByText('Maria is now your supporter.')).toBeInTheDocument();
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(jsonBody(post.init)).toEqual({
      code: 'ABCD1234',
      scope: { sessions: true, measures: false, check_ins: false },
    });
    expect(await within(region).findByText('Maria has been your supporter since 03/05/2026.')).toBeInTheDocument();
  });

  it('says at the field when no supporter has the code', async () => {
    serve({ onLink: refused(404, 'NOT_FOUND') });
    renderRoute(<SupporterCard />, { path: '/settings' });
    await card();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your supporter’s code' }), 'ZZZZ9999');
    await userEvent.click(screen.getByRole('button', { name: 'Link my supporter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No supporter has this code. Check it with your supporter and try again.',
    );
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the patient already has a supporter', async () => {
    serve({ onLink: refused(409, 'ALREADY_SUPPORTED') });
    renderRoute(<SupporterCard />, { path: '/settings' });
    await card();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your supporter’s code' }), 'ABCD1234');
    await userEvent.click(screen.getByRole('button', { name: 'Link my supporter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have a supporter. End that link before you link another.',
    );
  });
});

describe('Settings → Your supporter, with one', () => {
  it('shows who and since when, changes what they see with one tap, and when they looked', async () => {
    const calls = serve({ linked: link() });
    renderRoute(<SupporterCard />, { path: '/settings' });
    const region = await card();
    expect(await within(region).findByText('Maria has been your supporter since 03/05/2026.')).toBeInTheDocument();
    expect(within(region).getByRole('checkbox', { name: /My sessions/ })).toBeChecked();
    const measures = within(region).getByRole('checkbox', { name: /My questionnaire scores/ });
    expect(measures).not.toBeChecked();

    await userEvent.click(measures);
    expect(await screen.findByText('Saved. Maria now sees only what is ticked.')).toBeInTheDocument();
    expect(measures).toBeChecked();
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(jsonBody(put.init)).toEqual({ scope: { sessions: true, measures: true, check_ins: false } });

    // Newest first: the summary names the last time.
    expect(within(region).getByText(/Looked 2 times, last on 03\/08\/2026 at \d\d:40/)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Messages with Maria' })).toHaveAttribute('href', '/messages');
  });

  it('shows a tap on a box at once, while the server is still saving it', async () => {
    let answer: ((value: Response) => void) | undefined;
    serve({ linked: link() });
    const served = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
        init.method === 'PUT' ? new Promise<Response>((resolve) => (answer = resolve)) : served(input, init),
      ),
    );
    renderRoute(<SupporterCard />, { path: '/settings' });
    const sessions = await within(await card()).findByRole('checkbox', { name: /My sessions/ });
    fireEvent.click(sessions);
    expect(sessions).not.toBeChecked();
    await waitFor(() => expect(answer).toBeDefined());
    answer!(
      new Response(
        JSON.stringify({ success: true, data: link({ sessions: false, measures: false, check_ins: false }) }),
        {
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
    expect(await screen.findByText('Saved. Maria now sees only what is ticked.')).toBeInTheDocument();
    expect(sessions).not.toBeChecked();
  });

  it('puts the box back and says so when the change could not be saved', async () => {
    serve({ linked: link() });
    const stubbed = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
        init.method === 'PUT' ? Promise.reject(new TypeError('Failed to fetch')) : stubbed(input, init),
      ),
    );
    renderRoute(<SupporterCard />, { path: '/settings' });
    const sessions = await within(await card()).findByRole('checkbox', { name: /My sessions/ });
    await userEvent.click(sessions);
    expect(await screen.findByText('Your choice could not be saved. Nothing has changed.')).toBeInTheDocument();
    await waitFor(() => expect(sessions).toBeChecked());
  });

  it('ends support with one tap, at once: the card offers to link again, nothing ticked', async () => {
    const calls = serve({ linked: link({ sessions: true, measures: true, check_ins: true }) });
    renderRoute(<SupporterCard />, { path: '/settings' });
    const region = await card();
    await userEvent.click(await within(region).findByRole('button', { name: 'End support' }));
    expect(
      await screen.findByText('Support ended. Maria no longer sees anything of yours and cannot write to you.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/support' && c.init.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Link my supporter' })).toBeInTheDocument());
    for (const box of within(region).getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });
});
