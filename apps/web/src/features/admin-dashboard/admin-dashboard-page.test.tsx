import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminAuth } from '../../lib/auth-storage';
import { mockApi, renderRoutes } from '../../../test/admin-render';
import { AdminDashboardPage } from './pages/admin-dashboard-page';

// The charts draw with Recharts, which needs a layout engine; the filter is what is tested here.
vi.mock('./components/dashboard-charts', () => ({ DashboardCharts: () => null }));

beforeEach(() => adminAuth.save({ user: { email: 'a@x.test' }, token: 't' }));
afterEach(() => vi.unstubAllGlobals());

const summary = { total_users: 7, active_users: 3, total_feedbacks: 2, total_problems: 5 };

function renderDashboard() {
  const fetch = mockApi((url) => {
    if (url.startsWith('/api/admin/dashboard')) return { body: { success: true, data: summary } };
    if (url.startsWith('/api/admin/feedback'))
      return {
        body: { success: true, data: { items: [], current_page: 1, total_pages: 0, total_items: 0, limit: 10 } },
      };
    return { body: { success: true, data: [] } };
  });
  renderRoutes([{ path: '/admin/dashboard', element: <AdminDashboardPage /> }], '/admin/dashboard');
  const summaryCalls = () =>
    fetch.mock.calls.map(([u]) => new URL(String(u), 'http://x')).filter((u) => u.pathname === '/api/admin/dashboard');
  return { summaryCalls };
}

async function typeDate(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
  await userEvent.tab();
  return input;
}

describe('dashboard date filter', () => {
  it('filters by typed days, sent as yyyy-MM-dd', async () => {
    const { summaryCalls } = renderDashboard();
    await waitFor(() => expect(screen.getByTestId('stat-total_users')).toHaveTextContent('7'));
    await typeDate('From', '03/01/2026');
    await typeDate('To', '03/31/2026');
    await waitFor(() => {
      const last = summaryCalls().at(-1)!;
      expect([last.searchParams.get('from_date'), last.searchParams.get('to_date')]).toEqual([
        '2026-03-01',
        '2026-03-31',
      ]);
    });
    expect(screen.queryByText('Date input not valid.')).not.toBeInTheDocument();
  });

  it('takes a day picked on the calendar', async () => {
    const { summaryCalls } = renderDashboard();
    await userEvent.click(screen.getByLabelText('To'));
    const now = new Date();
    await userEvent.click(screen.getByRole('gridcell', { name: /^Choose .* 15th, \d{4}$/ }));
    const ymd = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-15`;
    await waitFor(() => expect(summaryCalls().at(-1)!.searchParams.get('to_date')).toBe(ymd));
    expect(screen.queryByText('Date input not valid.')).not.toBeInTheDocument();
  });

  it.each(['99/99/2026', 'abc'])('keeps "%s" on screen as not valid and sends nothing', async (text) => {
    const { summaryCalls } = renderDashboard();
    await typeDate('From', '03/01/2026');
    await waitFor(() => expect(summaryCalls().at(-1)!.searchParams.get('from_date')).toBe('2026-03-01'));
    const before = summaryCalls().length;

    const input = await typeDate('From', text);
    expect(input).toHaveValue(text);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Date input not valid.')).toBeVisible();
    expect(summaryCalls()).toHaveLength(before);
  });

  it('refuses an end before the start and sends nothing', async () => {
    const { summaryCalls } = renderDashboard();
    await typeDate('From', '03/10/2026');
    await waitFor(() => expect(summaryCalls().at(-1)!.searchParams.get('from_date')).toBe('2026-03-10'));
    const before = summaryCalls().length;

    const to = await typeDate('To', '03/01/2026');
    expect(to).toHaveValue('03/01/2026');
    expect(screen.getByText('Date input not valid.')).toBeVisible();
    expect(summaryCalls()).toHaveLength(before);
    expect(screen.getByLabelText('From')).toHaveValue('03/10/2026');
  });

  it('Clear brings both dates back to today and drops the message', async () => {
    const { summaryCalls } = renderDashboard();
    await typeDate('From', 'abc');
    expect(screen.getByText('Date input not valid.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText('Date input not valid.')).not.toBeInTheDocument();
    const pad = (n: number) => String(n).padStart(2, '0');
    const now = new Date();
    const ymd = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    await waitFor(() => expect(summaryCalls().at(-1)!.searchParams.get('to_date')).toBe(ymd));
    expect(screen.getByLabelText('From')).toHaveValue(
      `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear()}`,
    );
  });
});
