import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminAuth } from '../../lib/auth-storage';
import { mockApi, renderRoutes } from '../../../test/admin-render';
import { SessionQuestionsPage } from './pages/session-questions-page';

beforeEach(() => {
  adminAuth.save({ user: { email: 'a@x.test' }, token: 't' });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/admin/session/questions', element: <SessionQuestionsPage /> },
  { path: '/admin/session/steps', element: <p>Steps screen</p> },
];

describe('Create New Step', () => {
  it('previews the step live and creates it with a radio question, a slider and an image', async () => {
    let sent: FormData | undefined;
    mockApi((_url, init) => {
      sent = init.body as FormData;
      return { status: 201, body: { success: true, data: {} } };
    });
    const { router } = renderRoutes(routes, '/admin/session/questions');
    const preview = screen.getByRole('complementary', { name: 'Patient preview' });
    await userEvent.type(screen.getByLabelText('Title'), 'How does it feel?');
    await userEvent.type(screen.getByLabelText('Text content'), 'Notice the sensation.');
    expect(within(preview).getByRole('heading', { name: 'How does it feel?' })).toBeInTheDocument();
    expect(within(preview).getByText('Notice the sensation.')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Radio'));
    await userEvent.type(screen.getByLabelText('Radio title'), 'Pick one');
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    await userEvent.type(screen.getByLabelText('Option 1'), 'Better');
    expect(within(preview).getByLabelText('Better')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Slider'));
    expect(screen.getByLabelText('Minimum')).toHaveValue('0');
    expect(screen.getByLabelText('Maximum')).toHaveValue('10');
    await userEvent.clear(screen.getByLabelText('Maximum'));
    await userEvent.type(screen.getByLabelText('Maximum'), '7');
    await userEvent.clear(screen.getByLabelText('Minimum'));

    const image = new File([new Uint8Array([137, 80, 78, 71])], 'calm.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Images'), image);
    expect(within(preview).getByAltText('calm.png')).toHaveAttribute('src', 'blob:preview');

    await userEvent.click(screen.getByRole('button', { name: 'Create Step' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/session/steps'));
    expect(sent!.get('title')).toBe('How does it feel?');
    expect(sent!.getAll('type')).toEqual(['text', 'radio', 'slider']);
    expect(sent!.getAll('radio_options')).toEqual(['Better']);
    expect(sent!.get('radio_title')).toBe('Pick one');
    expect(JSON.parse(sent!.get('slider_config') as string)).toEqual({ min: 0, max: 7 });
    expect((sent!.get('images') as File).name).toBe('calm.png');
  });

  it('requires a title and text content', async () => {
    const fetch = mockApi(() => ({}));
    renderRoutes(routes, '/admin/session/questions');
    await userEvent.click(screen.getByRole('button', { name: 'Create Step' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Text content is required')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('will not send a radio question whose option rows are all empty, and says so on the question', async () => {
    let sent: FormData | undefined;
    const fetch = mockApi((_url, init) => {
      sent = init.body as FormData;
      return { status: 201, body: { success: true, data: {} } };
    });
    const { router } = renderRoutes(routes, '/admin/session/questions');
    await userEvent.type(screen.getByLabelText('Title'), 'How is it now?');
    await userEvent.type(screen.getByLabelText('Text content'), 'Check in with the feeling.');
    await userEvent.click(screen.getByLabelText('Radio'));
    await userEvent.type(screen.getByLabelText('Radio title'), 'Pick what fits');
    await userEvent.click(screen.getByRole('button', { name: 'Create Step' }));
    const radio = screen.getByRole('group', { name: 'Radio question' });
    expect(await within(radio).findByText('Add at least one option for the radio question')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    await userEvent.type(screen.getByLabelText('Option 1'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Step' }));
    expect(await within(radio).findByText('Add at least one option for the radio question')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    await userEvent.type(screen.getByLabelText('Option 2'), 'Lighter');
    await userEvent.click(screen.getByRole('button', { name: 'Create Step' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/session/steps'));
    expect(sent!.getAll('radio_options')).toEqual(['Lighter']);
    expect(sent!.get('radio_title')).toBe('Pick what fits');
  });

  it('asks for whole numbers as slider bounds instead of changing them', async () => {
    const fetch = mockApi(() => ({}));
    renderRoutes(routes, '/admin/session/questions');
    await userEvent.type(screen.getByLabelText('Title'), 'Rate');
    await userEvent.type(screen.getByLabelText('Text content'), 'How strong?');
    await userEvent.click(screen.getByLabelText('Slider'));
    await userEvent.clear(screen.getByLabelText('Minimum'));
    await userEvent.type(screen.getByLabelText('Minimum'), '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Create Step' }));
    expect(await screen.findByText('Slider minimum and maximum must be whole numbers')).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the slider minimum below the maximum', async () => {
    const fetch = mockApi(() => ({}));
    renderRoutes(routes, '/admin/session/questions');
    await userEvent.type(screen.getByLabelText('Title'), 'Rate');
    await userEvent.type(screen.getByLabelText('Text content'), 'How strong?');
    await userEvent.click(screen.getByLabelText('Slider'));
    await userEvent.clear(screen.getByLabelText('Minimum'));
    await userEvent.type(screen.getByLabelText('Minimum'), '9');
    await userEvent.clear(screen.getByLabelText('Maximum'));
    await userEvent.type(screen.getByLabelText('Maximum'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Create Step' }));
    expect(await screen.findByText('Slider minimum must be less than the maximum')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
