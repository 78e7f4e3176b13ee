import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../lib/i18n/language';
import { resetLanguageChoice } from '../../../test/language';
import { SafetyCard } from './safety-card';

afterEach(() => {
  vi.unstubAllGlobals();
  resetLanguageChoice();
});

const lines = (country: string) => ({
  success: true,
  data: {
    country,
    resources: [{ id: 'x', name: 'Línea 024', phone: '024', sms: null, url: null, hours: '24 h', description: null }],
  },
});

describe('the safety card in Spanish', () => {
  it('speaks Spanish and names the countries in Spanish', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const country = new URL(url, 'http://localhost').searchParams.get('country') ?? '*';
        return new Response(JSON.stringify(lines(country)), { headers: { 'content-type': 'application/json' } });
      }),
    );
    vi.stubGlobal('navigator', { ...navigator, languages: ['es-ES'], language: 'es-ES' });
    chooseLanguage('es');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <SafetyCard />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const card = await screen.findByRole('region', { name: 'No tienes que pasar por esto sin ayuda' });
    expect(await within(card).findByText('Líneas de ayuda en España')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Llamar al 024' })).toHaveAttribute('href', 'tel:024');
    expect(within(card).getByText('Horario: 24 h')).toBeInTheDocument();
    const picker = within(card).getByRole('combobox', { name: '¿Estás en otro lugar? Mostrar líneas de' });
    await userEvent.selectOptions(picker, 'DE');
    expect(await within(card).findByText('Líneas de ayuda en Alemania')).toBeInTheDocument();
    expect(within(picker).getByRole('option', { name: 'Cualquier lugar (ayuda general)' })).toBeInTheDocument();
  });
});
