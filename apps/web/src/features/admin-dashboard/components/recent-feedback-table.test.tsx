import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecentFeedbackTable } from './recent-feedback-table';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
const { toast } = await import('sonner');

const item = (n: number) => ({
  id: `id-${n}`,
  first_name: `Ann${n}`,
  last_name: 'Lee',
  email: `ann${n}@x.test`,
  city: 'Oslo',
  country: 'Norway',
  feedback: n === 1 ? '<img src=x onerror=alert(1)>' : `Note ${n}`,
  created_at: '2025-03-07T10:00:00.000Z',
});
const page = (p: number, total: number) => ({
  success: true,
  data: {
    items: Array.from({ length: Math.min(10, total - (p - 1) * 10) }, (_, i) => item((p - 1) * 10 + i + 1)),
    current_page: p,
    total_pages: Math.ceil(total / 10),
    total_items: total,
    limit: 10,
  },
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderTable() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RecentFeedbackTable />
    </QueryClientProvider>,
  );
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('RecentFeedbackTable', () => {
  it('pages with Previous and Next and shows feedback as text', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(json(page(Number(new URL(url, 'http://x').searchParams.get('page')), 12))),
    );
    renderTable();
    expect(screen.getByText('Loading feedback data...')).toBeInTheDocument();
    expect(await screen.findByText('Page 1 of 2 (12 total)')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('tbody img')).toBeNull();
    expect(screen.getAllByText('Oslo, Norway')).toHaveLength(10);
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 (12 total)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());
    expect(screen.getByText('Ann12 Lee')).toBeInTheDocument();
    expect(screen.queryByText('Ann1 Lee')).toBeNull();
  });

  it('says when there is no feedback yet', async () => {
    fetchMock.mockResolvedValue(json(page(1, 0)));
    renderTable();
    expect(await screen.findByText('No Feedback yet!')).toBeInTheDocument();
  });

  it('clears the list and says so once, as a toast, when the fetch fails', async () => {
    fetchMock.mockResolvedValue(json({ success: false, error: 'INTERNAL_ERROR', message: 'boom' }, 500));
    renderTable();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to fetch feedback data', expect.anything()));
    expect(screen.queryByText('Failed to fetch feedback data')).toBeNull();
    expect(screen.queryByText(/Page \d/)).toBeNull();
    fetchMock.mockResolvedValue(json(page(1, 1)));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ann1 Lee')).toBeInTheDocument();
  });
});
