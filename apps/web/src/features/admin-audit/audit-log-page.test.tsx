import { AUDIT_ACTIONS, type AuditEntry } from '@clearwell/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminAuth } from '../../lib/auth-storage';
import { mockApi, renderRoutes } from '../../../test/admin-render';
import { AUDIT_ACTION_CHOICES } from './audit-labels';
import { AuditLogPage } from './pages/audit-log-page';

beforeEach(() => adminAuth.save({ user: { email: 'a@x.test' }, token: 't' }));
afterEach(() => vi.unstubAllGlobals());

let nextId = 1;
const entry = (
  action: string,
  details: Record<string, unknown> | null,
  target_id: string | null = 'c0ffee00-1111-4222-8333-444455556666',
): AuditEntry => ({
  id: nextId++,
  actor_email: 'avery@clinic.test',
  action,
  target_type: null,
  target_id,
  details,
  ip: null,
  created_at: '2026-01-02T10:00:00.000Z',
});
const paged = (items: AuditEntry[]) => ({
  body: { success: true, data: { items, current_page: 1, total_pages: 1, total_items: items.length, limit: 20 } },
});

function renderAudit(items: AuditEntry[]) {
  const fetch = mockApi(() => paged(items));
  renderRoutes([{ path: '/admin/audit-log', element: <AuditLogPage /> }], '/admin/audit-log');
  const lastQuery = () => new URL(String(fetch.mock.calls.at(-1)![0]), 'http://x').searchParams;
  return { fetch, lastQuery };
}

async function typeDate(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
  await userEvent.tab();
  return input;
}

describe('audit log screen', () => {
  it('says in words what each action did and to what, never a bare id', async () => {
    renderAudit([
      entry('export.users', { start_date: '2026-03-01', end_date: '2026-03-31' }, null),
      entry('export.feedbacks', { start_date: null, end_date: null }, null),
      entry('video_package.replace', { file_name: 'welcome.zip', videos: 3, replaced: true }),
      entry('step.reorder', { title: 'Breathe', from: 3, to: 1 }),
      entry('step.update', { title: 'Notice', files_added: 1, files_removed: 2 }),
      entry('admin.password_reset', null),
      entry('safety_resource.update', { name: 'Samaritans', country: 'GB', order: 1, from_order: 2, fields: [] }),
      entry('safety_resource.update', {
        name: 'Pieta',
        country: 'IE',
        order: 1,
        from_country: 'GB',
        from_order: 1,
        fields: ['country'],
      }),
      entry('safety_resource.delete', { name: 'Find A Helpline', country: '*', order: 2 }),
      entry('supporter.invite', { name: 'Noor Haddad' }),
      entry('supporter.deactivate', {}),
    ]);
    const rows = await screen.findAllByRole('row');
    const text = rows.slice(1).map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(2)
        .map((c) => c.textContent),
    );
    expect(text).toEqual([
      ['Exported user details', '03/01/2026 to 03/31/2026'],
      ['Exported feedback data', 'All dates'],
      ['Replaced the video package', '“welcome.zip”, 3 videos'],
      ['Reordered a step', '“Breathe”, position 3 → 1'],
      ['Edited a step', '“Notice”, 1 file added, 2 files removed'],
      ['Reset their password', '—'],
      ['Edited a crisis line', '“Samaritans”, in GB, position 2 → 1'],
      ['Edited a crisis line', '“Pieta”, moved from GB to IE'],
      ['Removed a crisis line', '“Find A Helpline”, in the default list'],
      ['Invited a supporter', '“Noor Haddad”'],
      ['Deactivated a supporter', 'A supporter'],
    ]);
    expect(screen.queryByText(/c0ffee00/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^(export|video_package|step)\./)).not.toBeInTheDocument();
  });

  it('offers every recorded action in the filter, by name, and filters by it', async () => {
    const { lastQuery } = renderAudit([entry('step.delete', { title: 'Old', position: 2 })]);
    await screen.findByText('Deleted a step');
    const options = within(screen.getByLabelText('Action'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'All actions',
      'Signed in',
      'Signed out',
      'Reset their password',
      'Created a step',
      'Edited a step',
      'Deleted a step',
      'Reordered a step',
      'Restored a content version',
      'Exported user details',
      'Exported feedback data',
      'Replaced the video package',
      'Added a crisis line',
      'Edited a crisis line',
      'Removed a crisis line',
      'Invited a supporter',
      'Resent a supporter’s invitation',
      'Deactivated a supporter',
    ]);
    expect(AUDIT_ACTION_CHOICES).toEqual([...AUDIT_ACTIONS]);
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Replaced the video package');
    await waitFor(() => expect(lastQuery().get('action')).toBe('video_package.replace'));
  });

  it('picks dates with the admin date picker, sent as yyyy-MM-dd', async () => {
    const { lastQuery } = renderAudit([]);
    await screen.findByText('Nothing recorded for these filters.');
    const from = screen.getByLabelText('From');
    expect(from).not.toHaveAttribute('type', 'date');
    expect(from).toHaveAttribute('placeholder', 'MM/dd/yyyy');
    await typeDate('From', '01/01/2026');
    await typeDate('To', '01/31/2026');
    await waitFor(() =>
      expect([lastQuery().get('from_date'), lastQuery().get('to_date')]).toEqual(['2026-01-01', '2026-01-31']),
    );
  });

  it('keeps a date that is not valid on screen and sends nothing', async () => {
    const { fetch } = renderAudit([]);
    await screen.findByText('Nothing recorded for these filters.');
    const before = fetch.mock.calls.length;
    expect(await typeDate('From', '99/99/2026')).toHaveValue('99/99/2026');
    expect(screen.getByText('Date input not valid.')).toBeVisible();
    await typeDate('From', '01/31/2026');
    await typeDate('To', '01/01/2026');
    expect(screen.getByText('Date input not valid.')).toBeVisible();
    // Only the valid From alone was sent.
    expect(
      fetch.mock.calls.slice(before).map(([u]) => new URL(String(u), 'http://x').searchParams.get('to_date')),
    ).toEqual([null]);
  });
});
