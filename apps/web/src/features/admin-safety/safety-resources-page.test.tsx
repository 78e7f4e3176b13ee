import type { AdminSafetyResource } from '@clearwell/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAuth } from '../../lib/auth-storage';
import { mockApi, renderRoutes } from '../../../test/admin-render';
import { SafetyResourcesPage } from './pages/safety-resources-page';

afterEach(() => vi.unstubAllGlobals());

const line = (over: Partial<AdminSafetyResource>): AdminSafetyResource => ({
  id: 'x',
  country: '*',
  name: 'x',
  phone: null,
  sms: null,
  url: null,
  hours: null,
  description: null,
  order: 1,
  updated_at: '2025-01-01T00:00:00.000Z',
  emergency: false,
  language: 'en',
  translations: {},
  ...over,
});
const LINES = [
  line({ id: 'd1', country: '*', name: 'Your local emergency number', order: 1 }),
  line({ id: 'd2', country: '*', name: 'Find A Helpline', url: 'https://findahelpline.com', order: 2 }),
  line({ id: 'g1', country: 'GB', name: 'Samaritans', phone: '116 123', url: 'https://www.samaritans.org', order: 1 }),
];

function serve() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const fetch = mockApi((url, init) => {
    const method = init.method ?? 'GET';
    if (method === 'GET') return { body: { success: true, data: LINES } };
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, url, body });
    return {
      status: method === 'POST' ? 201 : 200,
      body: { success: true, data: method === 'DELETE' ? null : line({ id: 'n1', ...body }) },
    };
  });
  adminAuth.save({ token: 'admin-token', user: { email: 'a@x.test' } });
  renderRoutes([{ path: '/admin/safety-resources', element: <SafetyResourcesPage /> }], '/admin/safety-resources');
  return { sent, fetch };
}

describe('the Safety resources screen', () => {
  it('lists the lines by country, the default list first, in order', async () => {
    serve();
    const defaults = await screen.findByRole('region', { name: 'Default list (every country without its own)' });
    expect(
      within(defaults)
        .getAllByTestId('safety-line')
        .map((li) => within(li).getByText(/./, { selector: 'p.font-medium' }).textContent),
    ).toEqual(['Your local emergency number', 'Find A Helpline']);
    expect(screen.getByRole('region', { name: 'United Kingdom (GB)' })).toHaveTextContent('Call 116 123');
  });

  it('adds a line only with an https link', async () => {
    const { sent } = serve();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a line' }));
    const form = await screen.findByRole('form', { name: 'Add a crisis line' });
    await userEvent.selectOptions(within(form).getByLabelText('Country'), 'IE');
    await userEvent.type(within(form).getByLabelText('Name'), 'Pieta');
    await userEvent.type(within(form).getByLabelText('Phone'), '1800 247 247');
    await userEvent.type(within(form).getByLabelText('Website'), 'http://www.pieta.ie');
    await userEvent.click(within(form).getByRole('button', { name: 'Add line' }));
    expect(await within(form).findByText('Use a full https:// link')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(within(form).getByLabelText('Website'));
    await userEvent.type(within(form).getByLabelText('Website'), 'https://www.pieta.ie');
    await userEvent.click(within(form).getByRole('button', { name: 'Add line' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/admin/safety-resources',
      body: { country: 'IE', name: 'Pieta', phone: '1800 247 247', url: 'https://www.pieta.ie' },
    });
  });

  it("keeps a line's language, its texts in the app's languages, and whether it is the emergency number", async () => {
    const { sent } = serve();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a line' }));
    const form = await screen.findByRole('form', { name: 'Add a crisis line' });
    await userEvent.selectOptions(within(form).getByLabelText('Country'), 'DE');
    await userEvent.type(within(form).getByLabelText('Name'), 'Notruf');
    await userEvent.type(within(form).getByLabelText('Phone'), '112');
    await userEvent.type(within(form).getByLabelText('Hours'), 'Jederzeit');
    await userEvent.selectOptions(within(form).getByLabelText('Language of hours and description'), 'de');
    await userEvent.click(within(form).getByRole('checkbox', { name: /This is the country’s emergency number/ }));
    await userEvent.type(within(form).getByLabelText('Hours in English'), 'Any time');
    await userEvent.type(within(form).getByLabelText('Description in Spanish'), 'Si estás en peligro.');
    await userEvent.click(within(form).getByRole('button', { name: 'Add line' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      country: 'DE',
      name: 'Notruf',
      phone: '112',
      hours: 'Jederzeit',
      language: 'de',
      emergency: true,
      translations: {
        en: { hours: 'Any time', description: '' },
        es: { hours: '', description: 'Si estás en peligro.' },
        de: { hours: '', description: '' },
      },
    });
  });

  it('moves a line within its country and removes one after asking', async () => {
    const { sent } = serve();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Your local emergency number down' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/admin/safety-resources/d1', body: { order: 2 } });
    expect(screen.getByRole('button', { name: 'Move Your local emergency number up' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Samaritans' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ method: 'DELETE', url: '/api/admin/safety-resources/g1' });
  });
});
