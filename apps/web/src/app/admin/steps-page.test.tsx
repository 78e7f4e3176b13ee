import type { SessionStep } from '@clearwell/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminAuth } from '../../lib/auth-storage';
import { mockApi, renderRoutes } from '../../../test/admin-render';
import { positionAfterDrop } from '../../features/admin-steps/api/reorder-step';
import { AdminGuard } from './admin-guards';
import { StepsPage } from '../../features/admin-steps/pages/steps-page';

beforeEach(() => adminAuth.save({ user: { email: 'a@x.test' }, token: 't' }));
afterEach(() => vi.unstubAllGlobals());

const step = (n: number, extra: Partial<SessionStep> = {}): SessionStep => ({
  id: `id-${n}`,
  title: `Step ${n}`,
  description: '',
  text_content: `Text ${n}`,
  type: ['text'],
  options: { radio_title: '', radio_options: [], slider_title: '', slider_config: { min: 0, max: 10 } },
  media: { image: [], video: null, audio: null },
  order: n,
  ...extra,
});
const page = (items: SessionStep[], total = items.length) => ({
  body: {
    success: true,
    data: { items, current_page: 1, total_pages: Math.max(1, Math.ceil(total / 10)), total_items: total, limit: 10 },
  },
});
const routes = [{ path: '/admin/session/steps', element: <StepsPage /> }];

describe('steps list', () => {
  it('computes the position sent after a drop from the index and the page', () => {
    expect(positionAfterDrop(0, 1, 10)).toBe(1);
    expect(positionAfterDrop(3, 2, 10)).toBe(14);
    expect(positionAfterDrop(-1, 1, 10)).toBe(1);
  });

  it('asks the server for page 1 of 10 in ascending order and lists the steps with handles', async () => {
    const fetch = mockApi(() => page([step(1), step(2)]));
    renderRoutes(routes, '/admin/session/steps');
    expect(screen.getByText('Loading session steps...')).toBeInTheDocument();
    expect(await screen.findAllByTestId('step-row')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Reorder step Step 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Step' })).toHaveAttribute('href', '/admin/session/questions');
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ page: '1', limit: '10', sort_order: 'asc' });
    expect(url.searchParams.get('_t')).toMatch(/^\d+$/);
  });

  it('shows the empty and the error states', async () => {
    mockApi(() => page([]));
    const view = renderRoutes(routes, '/admin/session/steps');
    expect(await screen.findByText('No session steps yet.')).toBeInTheDocument();
    view.unmount();
    mockApi(() => ({ status: 500, body: { success: false, error: 'INTERNAL_ERROR', message: 'x' } }));
    renderRoutes(routes, '/admin/session/steps');
    // Told once, as a toast; the page keeps a way to try again.
    expect(
      await screen.findByText('Failed to load session steps. Please try again.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('The session steps are not shown.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("tells a failed load in the server's words when it has any", async () => {
    mockApi(() => ({
      status: 403,
      body: { success: false, error: 'FORBIDDEN', message: 'Only administrators can do this' },
    }));
    renderRoutes(routes, '/admin/session/steps');
    expect(await screen.findByText('Only administrators can do this', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('pages with Previous and Next', async () => {
    const fetch = mockApi((url) =>
      url.includes('page=2')
        ? page([step(11)], 11)
        : page(
            Array.from({ length: 10 }, (_, i) => step(i + 1)),
            11,
          ),
    );
    renderRoutes(routes, '/admin/session/steps');
    expect(await screen.findByText('Page 1 of 2 (11 total)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 11')).toBeInTheDocument();
    expect(screen.getByLabelText('Position 11')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('page=2'))).toBe(true);
  });

  it('edits a step in the modal, keeping its existing image by URL', async () => {
    const withImage = step(1, {
      type: ['text', 'image'],
      media: { image: [{ file: '/files/steps/a.png', name: 'a.png' }], video: null, audio: null },
    });
    let sent: FormData | undefined;
    mockApi((url, init) => {
      if (init.method === 'PUT') {
        sent = init.body as FormData;
        return { body: { success: true, data: withImage } };
      }
      return url.includes('/session-step/id-1') ? { body: { success: true, data: withImage } } : page([withImage]);
    });
    renderRoutes(routes, '/admin/session/steps');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Step 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Step' });
    const title = await within(dialog).findByLabelText('Title');
    expect(within(dialog).getByAltText('a.png')).toHaveAttribute('src', '/files/steps/a.png');
    await userEvent.clear(title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    await userEvent.type(title, 'Renamed');
    // The last selected type cannot be cleared.
    await userEvent.click(within(dialog).getByLabelText('Text'));
    await userEvent.click(within(dialog).getByLabelText('Image'));
    expect(within(dialog).getByLabelText('Image')).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent!.get('title')).toBe('Renamed');
    expect(sent!.getAll('type')).toEqual(['image']);
    expect(sent!.getAll('existing_images')).toEqual(['/files/steps/a.png']);
    expect(await screen.findByText('Step updated successfully')).toBeInTheDocument();
  });

  it('will not save an edited radio step left without options, and keeps its radio title when saved', async () => {
    const radio = step(1, {
      type: ['radio'],
      options: { radio_title: 'Better?', radio_options: ['Yes'], slider_title: '', slider_config: { min: 0, max: 10 } },
    });
    const puts: FormData[] = [];
    mockApi((url, init) => {
      if (init.method === 'PUT') {
        puts.push(init.body as FormData);
        return { body: { success: true, data: radio } };
      }
      return url.includes('/session-step/id-1') ? { body: { success: true, data: radio } } : page([radio]);
    });
    renderRoutes(routes, '/admin/session/steps');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Step 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Step' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Remove option 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Add at least one option for the radio question')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await userEvent.type(within(dialog).getByLabelText('Option 1'), 'No');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.getAll('radio_options')).toEqual(['No']);
    expect(puts[0]!.get('radio_title')).toBe('Better?');
  });

  it('deletes after confirmation and reports a failure', async () => {
    const calls: string[] = [];
    mockApi((url, init) => {
      if (init.method === 'DELETE') {
        calls.push(url);
        return { status: 500, body: { success: false, error: 'INTERNAL_ERROR', message: 'x' } };
      }
      return page([step(1)]);
    });
    renderRoutes(routes, '/admin/session/steps');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Step 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Step' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('Failed to delete step. Please try again.')).toBeInTheDocument();
    expect(calls).toEqual(['/api/admin/session-step/id-1']);
  });

  it('a step that cannot be loaded is told once, and the modal offers to try again', async () => {
    let stepAnswers = 0;
    mockApi((url) => {
      if (!url.includes('/session-step/id-1')) return page([step(1)]);
      return ++stepAnswers === 1
        ? { status: 404, body: { success: false, error: 'NOT_FOUND', message: 'Step not found' } }
        : { body: { success: true, data: step(1) } };
    });
    renderRoutes(routes, '/admin/session/steps');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Step 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Step' });
    await waitFor(() => expect(screen.getAllByText('Failed to load step data. Please try again.')).toHaveLength(1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText('Title')).toHaveValue('Step 1');
  });

  it('a 401 ends the admin session and goes to /admin/login?session=expired', async () => {
    mockApi(() => ({
      status: 401,
      body: { success: false, error: 'UNAUTHORIZED', message: 'Your session has expired. Please sign in again.' },
    }));
    const { router } = renderRoutes(
      [
        { element: <AdminGuard />, children: [{ path: '/admin/session/steps', element: <StepsPage /> }] },
        { path: '/admin/login', element: <p>Login screen</p> },
      ],
      '/admin/session/steps',
    );
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?session=expired');
    expect(adminAuth.getToken()).toBeNull();
  });
});
