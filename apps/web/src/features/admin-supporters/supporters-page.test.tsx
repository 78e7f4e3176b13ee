import type { Supporter } from '@clearwell/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminAuth } from '../../lib/auth-storage';
import { mockApi, renderRoutes } from '../../../test/admin-render';
import { SupportersPage } from './pages/supporters-page';

beforeEach(() => adminAuth.save({ token: 'admin-token', user: { email: 'a@x.test' } }));
afterEach(async () => {
  vi.unstubAllGlobals();
  (await import('sonner')).toast.dismiss();
});

const supporter = (over: Partial<Supporter>): Supporter => ({
  id: 's1',
  email: 'maria@clinic.test',
  name: 'Maria',
  active: true,
  password_set: true,
  created_at: '2026-03-01T10:00:00.000Z',
  last_login_at: '2026-03-20T10:00:00.000Z',
  ...over,
});
const LIST = [
  supporter({}),
  supporter({ id: 's2', name: 'Jon', email: 'jon@clinic.test', password_set: false, last_login_at: null }),
  supporter({ id: 's3', name: 'Old', email: 'old@clinic.test', active: false }),
];

/** The back-office's server: the list, and each change recorded; `answer` overrides a change's reply. */
function serve(answer?: (method: string, url: string) => { status: number; body: unknown } | undefined) {
  const changes: { method: string; url: string; body: unknown }[] = [];
  mockApi((url, init) => {
    const method = init.method ?? 'GET';
    if (method === 'GET') return { body: { success: true, data: LIST } };
    changes.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return (
      answer?.(method, url) ?? {
        status: method === 'POST' && url.endsWith('supporters') ? 201 : 200,
        body: { success: true, data: null },
      }
    );
  });
  renderRoutes([{ path: '/admin/supporters', element: <SupportersPage /> }], '/admin/supporters');
  return changes;
}
const rowOf = async (name: string) =>
  (await screen.findAllByTestId('supporter-row')).find((r) => within(r).queryByRole('rowheader', { name }))!;

describe('the Supporters screen', () => {
  it('lists each supporter with their status in words and their last sign-in', async () => {
    serve();
    const maria = await rowOf('Maria');
    expect(maria).toHaveTextContent('maria@clinic.test');
    expect(maria).toHaveTextContent('Active');
    expect(await rowOf('Jon')).toHaveTextContent('Invited');
    expect(await rowOf('Jon')).toHaveTextContent('Never');
    expect(await rowOf('Old')).toHaveTextContent('Deactivated');
    // Only an invited supporter can be sent the invitation again; a deactivated one has nothing left to do.
    expect(within(maria).queryByRole('button', { name: 'Resend the invitation to Maria' })).toBeNull();
    expect(within(await rowOf('Old')).queryAllByRole('button')).toEqual([]);
  });

  it('names every value of a row after its column, as a phone shows each row as a card without the header', async () => {
    serve();
    const maria = await rowOf('Maria');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'E-mail', 'Status', 'Last sign-in', 'Actions']);
    expect([...maria.children].map((cell) => cell.getAttribute('data-label'))).toEqual(headers);
  });

  it('invites by name and e-mail, checking both first', async () => {
    const changes = serve();
    const form = await screen.findByRole('form', { name: 'Invite a supporter' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByText('Enter their name')).toBeInTheDocument();
    expect(within(form).getByText('Enter their e-mail address')).toBeInTheDocument();
    expect(changes).toEqual([]);
    await userEvent.type(within(form).getByLabelText('Name'), 'Rosa');
    await userEvent.type(within(form).getByLabelText('E-mail'), 'rosa@clinic.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to rosa@clinic.test')).toBeInTheDocument();
    expect(changes).toEqual([
      { method: 'POST', url: '/api/admin/supporters', body: { name: 'Rosa', email: 'rosa@clinic.test' } },
    ]);
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });

  it('says when the e-mail already belongs to a supporter', async () => {
    serve(() => ({ status: 409, body: { success: false, error: 'CONFLICT', message: 'Exists' } }));
    const form = await screen.findByRole('form', { name: 'Invite a supporter' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Maria');
    await userEvent.type(within(form).getByLabelText('E-mail'), 'maria@clinic.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('A supporter with this e-mail address already exists.')).toBeInTheDocument();
  });

  it('resends an invitation, and says when the supporter was deactivated meanwhile', async () => {
    let attempt = 0;
    const changes = serve(() =>
      ++attempt === 1
        ? undefined
        : { status: 409, body: { success: false, error: 'CONFLICT', message: 'Deactivated' } },
    );
    const resend = within(await rowOf('Jon')).getByRole('button', { name: 'Resend the invitation to Jon' });
    await userEvent.click(resend);
    expect(await screen.findByText('A new invitation was sent to jon@clinic.test')).toBeInTheDocument();
    expect(changes[0]).toEqual({ method: 'POST', url: '/api/admin/supporters/s2/resend', body: undefined });
    await waitFor(() => expect(resend).toBeEnabled());
    await userEvent.click(resend);
    expect(
      await screen.findByText('This supporter has been deactivated: no invitation can be sent.'),
    ).toBeInTheDocument();
  });

  it('deactivates only after a confirmation that says what it ends', async () => {
    const changes = serve();
    await userEvent.click(within(await rowOf('Maria')).getByRole('button', { name: 'Deactivate Maria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate supporter' });
    expect(dialog).toHaveTextContent(
      'They are signed out at once, can no longer sign in, and every patient linked to them loses the link.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(changes).toEqual([]);

    await userEvent.click(within(await rowOf('Maria')).getByRole('button', { name: 'Deactivate Maria' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate supporter' })).getByRole('button', {
        name: 'Yes, deactivate',
      }),
    );
    expect(await screen.findByText('Maria has been deactivated')).toBeInTheDocument();
    expect(changes).toEqual([{ method: 'DELETE', url: '/api/admin/supporters/s1', body: undefined }]);
  });
});
