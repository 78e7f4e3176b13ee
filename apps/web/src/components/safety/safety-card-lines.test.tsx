import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../lib/i18n';
import { SafetyCard } from './safety-card';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  chooseLanguage('en');
});

const DE = {
  country: 'DE',
  emergency_number: '112',
  resources: [
    {
      id: 'd1',
      name: 'TelefonSeelsorge',
      phone: '0800 111 0 111',
      sms: null,
      url: null,
      hours: 'Rund um die Uhr',
      description: 'Free and anonymous. Someone will listen to you.',
      emergency: false,
      hours_language: 'de',
      description_language: 'en',
    },
    {
      id: 'd2',
      name: 'Notruf',
      phone: '112',
      sms: null,
      url: null,
      hours: 'Jederzeit',
      description: null,
      emergency: true,
      hours_language: 'de',
      description_language: null,
    },
  ],
};

function serve() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ success: true, data: DE }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  vi.stubGlobal('navigator', { ...navigator, onLine: true, languages: ['en-DE'], language: 'en-DE' });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SafetyCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return asked;
}

describe('SafetyCard: the emergency number and the languages of the lines', () => {
  it('names the country\'s emergency number, with a call link, instead of "your local emergency number"', async () => {
    serve();
    const card = await screen.findByRole('region', { name: 'You don’t have to go through this alone' });
    expect(await within(card).findByText('If you are in danger right now, call 112.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    expect(card).not.toHaveTextContent('your local emergency number');
    // The emergency number is said once, not listed again as a helpline.
    expect(within(card).queryByText('Notruf')).toBeNull();
  });

  it('asks for the texts in the language in use, and marks one still in another language', async () => {
    const asked = serve();
    const card = await screen.findByRole('region', { name: 'You don’t have to go through this alone' });
    await within(card).findByText('TelefonSeelsorge');
    expect(asked.some((u) => u.includes('lang=en'))).toBe(true);
    const text = within(card).getByText('Rund um die Uhr');
    expect(text).toHaveAttribute('lang', 'de');
    expect(text.closest('p')).toHaveTextContent(/^Open: Rund um die Uhr \(in German\)$/);
    // A text in the language in use is not marked.
    expect(within(card).getByText('Free and anonymous. Someone will listen to you.')).not.toHaveTextContent('(in');
  });
});
