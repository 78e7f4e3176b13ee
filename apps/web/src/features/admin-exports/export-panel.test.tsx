import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminAuth } from '../../lib/auth-storage';
import { mockApi, renderRoutes } from '../../../test/admin-render';
import { FeedbackExportPage } from './pages/feedback-export-page';
import { UserExportPage } from './pages/user-export-page';

beforeEach(() => {
  adminAuth.save({ user: { email: 'a@x.test' }, token: 't' });
  // jsdom has no object URLs; saving the file is not what is tested here.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
});
afterEach(() => vi.unstubAllGlobals());

const screens = [
  { name: 'feedback', page: <FeedbackExportPage />, path: '/api/admin/export/feedbacks' },
  { name: 'user details', page: <UserExportPage />, path: '/api/admin/export/users' },
];

async function typeDate(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
  await userEvent.tab();
  return input;
}

describe.each(screens)('$name export dates', ({ page, path }) => {
  function renderExport() {
    const fetch = mockApi(() => ({ body: { success: true, data: null } }));
    renderRoutes([{ path: '/admin/export', element: page }], '/admin/export');
    const exports = () =>
      fetch.mock.calls.map(([u]) => new URL(String(u), 'http://x')).filter((u) => u.pathname === path);
    return { exports };
  }

  it('sends a typed range as yyyy-MM-dd', async () => {
    const { exports } = renderExport();
    await userEvent.click(screen.getByLabelText('Export by date range'));
    await typeDate('Start date', '03/01/2026');
    await typeDate('End date', '03/31/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(exports()).toHaveLength(1));
    expect(Object.fromEntries(exports()[0]!.searchParams)).toEqual({
      start_date: '2026-03-01',
      end_date: '2026-03-31',
    });
  });

  it.each(['99/99/2026', 'abc'])('keeps "%s" as not valid and exports nothing', async (text) => {
    const { exports } = renderExport();
    await userEvent.click(screen.getByLabelText('Export by date range'));
    const start = await typeDate('Start date', text);
    expect(start).toHaveValue(text);
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Date input not valid.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(exports()).toHaveLength(0);
  });

  it('refuses an end before the start and exports nothing', async () => {
    const { exports } = renderExport();
    await userEvent.click(screen.getByLabelText('Export by date range'));
    await typeDate('End date', '03/31/2026');
    await typeDate('Start date', '03/10/2026');
    const end = await typeDate('End date', '03/01/2026');
    expect(end).toHaveValue('03/01/2026');
    expect(screen.getByText('Date input not valid.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(exports()).toHaveLength(0);
  });
});
