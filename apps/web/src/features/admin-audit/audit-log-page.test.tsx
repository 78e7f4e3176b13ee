import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminAuth } from '../../lib/auth-storage';
import { mockApi, renderRoutes } from '../../test/admin-render';
import { AuditLogPage } from './pages/audit-log-page';

beforeEach(() => adminAuth.save({ user: { email: 'a@x.test' }, token: 't' }));
afterEach(() => vi.unstubAllGlobals());

const entry = { id: 1, actor_email: 'avery@clinic.test', action: 'step.reorder', target_type: 'session_step', target_id: 's1', details: { from: 3, to: 1 }, ip: null, created_at: '2026-01-02T10:00:00.000Z' };

describe('audit log screen', () => {
  it('lists entries and filters by action and dates', async () => {
    const fetch = mockApi(() => ({ body: { success: true, data: { items: [entry], current_page: 1, total_pages: 1, total_items: 1, limit: 20 } } }));
    renderRoutes([{ path: '/admin/audit-log', element: <AuditLogPage /> }], '/admin/audit-log');
    expect(await screen.findByText('avery@clinic.test')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Reordered a step' })).toBeInTheDocument();
    expect(screen.getByText('position 3 → 1')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'step.delete');
    await userEvent.type(screen.getByLabelText('From'), '2026-01-01');
    await waitFor(() => {
      const last = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://x');
      expect(last.searchParams.get('action')).toBe('step.delete');
      expect(last.searchParams.get('from_date')).toBe('2026-01-01');
    });
  });

  it('says when nothing matches', async () => {
    mockApi(() => ({ body: { success: true, data: { items: [], current_page: 1, total_pages: 0, total_items: 0, limit: 20 } } }));
    renderRoutes([{ path: '/admin/audit-log', element: <AuditLogPage /> }], '/admin/audit-log');
    expect(await screen.findByText('Nothing recorded for these filters.')).toBeInTheDocument();
  });
});
