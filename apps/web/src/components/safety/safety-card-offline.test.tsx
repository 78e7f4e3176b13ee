import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../lib/auth-storage';
import { createQueryClient } from '../../lib/query-client';
import { SafetyCard } from './safety-card';

const CARD = 'You don’t have to go through this alone';
const line = (id: string, name: string, phone: string | null) => ({
  id,
  name,
  phone,
  sms: null,
  url: null,
  hours: 'Any time',
  description: null,
});
const LINES: Record<string, unknown> = {
  GB: { country: 'GB', resources: [line('g1', 'Samaritans', '116 123')] },
  '*': { country: '*', resources: [line('d1', 'Your local emergency number', null)] },
};

afterEach(() => {
  vi.unstubAllGlobals();
  patientAuth.clear();
  localStorage.clear();
});

/** The server answering, as when the page was opened online; the patient's settings name GB. */
function online() {
  vi.stubGlobal('navigator', { ...navigator, onLine: true, languages: ['en'], language: 'en' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const u = new URL(url, 'http://localhost');
      const data = u.pathname === '/api/settings' ? { country: 'GB' } : LINES[u.searchParams.get('country') ?? '*'];
      return new Response(JSON.stringify({ success: true, data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

/** No connection: every request fails before reaching a server, and the browser says it is offline. */
function offline() {
  vi.stubGlobal('navigator', { ...navigator, onLine: false, languages: ['en'], language: 'en' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SafetyCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const signIn = () => patientAuth.save({ token: 't', user: { id: 'u', first_name: 'R' } as never });

describe('SafetyCard without a connection', () => {
  it("shows the lines last shown for the patient's country, kept on the device", async () => {
    signIn();
    online();
    const first = show();
    await screen.findByRole('link', { name: 'Call 116 123' });
    first.unmount();

    offline();
    show();
    const card = await screen.findByRole('region', { name: CARD });
    expect(await within(card).findByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
    expect(within(card).getByText('Lines in United Kingdom')).toBeInTheDocument();
    expect(within(card).queryByText('Finding the lines near you…')).toBeNull();

    // Somewhere never shown: the default list, kept when the country's lines were.
    await userEvent.selectOptions(within(card).getByLabelText('Somewhere else? Show lines for'), 'FR');
    expect(await within(card).findByText('Your local emergency number')).toBeInTheDocument();
  });

  it('shows the default list, kept on the device, when nothing says where the patient is', async () => {
    online();
    const first = show();
    await screen.findByText('Your local emergency number');
    first.unmount();

    offline();
    show();
    expect(await screen.findByText('Your local emergency number')).toBeInTheDocument();
    expect(screen.getByText('Help wherever you are')).toBeInTheDocument();
  });

  it('says where to find help, never "Finding…" forever, when nothing was kept yet', async () => {
    signIn();
    offline();
    show();
    expect(
      await screen.findByText(/Please call your local emergency number, or find a helpline at/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
  });
});
