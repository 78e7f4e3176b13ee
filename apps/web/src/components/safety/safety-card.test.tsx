import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../lib/auth-storage';
import { mockApi } from '../../../test/render-page';
import { browserRegion } from './use-patient-country';
import { SafetyCard } from './safety-card';

afterEach(() => {
  vi.unstubAllGlobals();
  patientAuth.clear();
  localStorage.clear();
});

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
const LINES: Record<string, unknown> = {
  GB: {
    country: 'GB',
    resources: [
      {
        id: 'g1',
        name: 'Samaritans',
        phone: '116 123',
        sms: null,
        url: 'https://www.samaritans.org',
        hours: '24 hours, every day',
        description: 'Someone will listen.',
      },
    ],
  },
  US: {
    country: 'US',
    resources: [
      {
        id: 'u1',
        name: '988 Suicide & Crisis Lifeline',
        phone: '988',
        sms: '988',
        url: 'https://988lifeline.org',
        hours: '24 hours, every day',
        description: null,
      },
    ],
  },
  '*': {
    country: '*',
    resources: [
      {
        id: 'd1',
        name: 'Your local emergency number',
        phone: null,
        sms: null,
        url: null,
        hours: 'Any time',
        description: null,
      },
    ],
  },
};

function serve(settingsCountry?: string | null) {
  const asked: (string | null)[] = [];
  const fetchMock = vi.fn(async (url: string) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname === '/api/settings')
      return new Response(
        JSON.stringify(
          ok({ guide_medium: 'text', share_data_for_research: false, country: settingsCountry ?? null }).body,
        ),
      );
    const country = u.searchParams.get('country');
    asked.push(country);
    return new Response(JSON.stringify(ok(LINES[country ?? '*'] ?? LINES['*']).body), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return asked;
}

function show(languages: string[] = []) {
  vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] ?? '' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SafetyCard back={<button type="button">Back to my session</button>} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SafetyCard', () => {
  it("shows the lines of the patient's own country, each a call, text or web link with its hours", async () => {
    patientAuth.save({
      token: 't',
      user: {
        id: 'u',
        first_name: 'R',
        last_name: 'H',
        email: 'r@x.test',
        status: 'active',
        avatar: null,
        guide_medium: 'text',
        share_data_for_research: false,
        agreement_accepted: true,
      },
    });
    const asked = serve('US');
    show(['en-GB']);
    const card = await screen.findByRole('region', { name: 'You don’t have to go through this alone' });
    expect(await within(card).findByText('988 Suicide & Crisis Lifeline')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(card).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    const site = within(card).getByRole('link', { name: /Visit 988lifeline\.org/ });
    expect(site).toHaveAttribute('href', 'https://988lifeline.org');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByText('Open: 24 hours, every day')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Back to my session' })).toBeInTheDocument();
    // The settings' country wins over the browser's region, and only it is asked for (with the
    // default list, once, to keep on the device).
    await waitFor(() => expect(asked).toEqual(['US', null]));
  });

  it("signed out, uses the browser's region; and another country can be picked", async () => {
    serve();
    show(['en-GB', 'en']);
    expect(await screen.findByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
    expect(screen.getByText('Lines in United Kingdom')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Somewhere else? Show lines for'), 'US');
    expect(await screen.findByText('988 Suicide & Crisis Lifeline')).toBeInTheDocument();
  });

  it('falls back to the default list when nothing says where the patient is', async () => {
    const asked = serve();
    show(['en']);
    expect(await screen.findByText('Your local emergency number')).toBeInTheDocument();
    expect(screen.getByText('Help wherever you are')).toBeInTheDocument();
    expect(asked).toEqual([null]);
  });

  it('never takes focus or blocks the page: it is a region, not a dialog', async () => {
    serve();
    show(['de-DE']);
    await screen.findByRole('region');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('still points somewhere when the lines cannot be loaded', async () => {
    mockApi({});
    show(['fr-FR']);
    expect(await screen.findByRole('link', { name: 'findahelpline.com' })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
  });
});

describe('browserRegion', () => {
  it('reads the first region the languages name, and ignores ones that are not countries', () => {
    expect(browserRegion(['de-DE', 'en-US'])).toBe('DE');
    expect(browserRegion(['es-419', 'es', 'es-ES'])).toBe('ES');
    expect(browserRegion(['en'])).toBeNull();
    expect(browserRegion(['not a tag!'])).toBeNull();
  });
});
