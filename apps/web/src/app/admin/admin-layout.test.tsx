import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAuth } from '../../lib/auth-storage';
import { mockApi, renderRoutes } from '../../../test/admin-render';
import { AdminLayout } from './admin-layout';

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/admin/login', element: <p>Login screen</p> },
  { path: '/admin', element: <AdminLayout />, children: [{ path: '*', element: <p>Screen</p> }] },
];

describe('admin shell', () => {
  it('has a 250 px sidebar with the spec labels and titles the header by path', async () => {
    adminAuth.save({ user: { email: 'zoe@clinic.test', name: 'Zoe' }, token: 't' });
    mockApi(() => ({
      body: { success: true, data: { app_name: 'Clearwell', support_email: 's@x.test', support_phone: '1' } },
    }));
    const { router } = renderRoutes(routes, '/admin/video/listing');
    expect(screen.getByTestId('admin-sidebar')).toHaveStyle({ width: '250px' });
    const nav = screen.getByRole('navigation', { name: 'Back-office' });
    for (const label of [
      'Dashboard',
      'Video Management',
      'Export Feedback Data',
      'Export User Details',
      'Session Questions',
      'Manage Steps',
    ]) {
      expect(nav).toHaveTextContent(label);
    }
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Video Management');
    await router.navigate('/admin/session/steps');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Clearwell'));
    await router.navigate('/admin/user/details/export');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Export User Details'));
  });

  it('shows the name and avatar letter; the menu toggles, closes outside, and logs out', async () => {
    adminAuth.save({ user: { email: 'zoe@clinic.test', name: 'Zoe' }, token: 't' });
    let finish!: () => void;
    const fetch = mockApi((url) =>
      url === '/api/admin/auth/logout' ? new Promise((resolve) => (finish = () => resolve({}))) : {},
    );
    const { router } = renderRoutes(routes, '/admin/dashboard');
    const toggle = screen.getByRole('button', { name: /zoe@clinic.test/ });
    expect(toggle).toHaveTextContent('Z');
    await userEvent.click(toggle);
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(screen.getByRole('menuitem', { name: 'Logging out...' })).toBeDisabled();
    finish();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(adminAuth.getToken()).toBeNull();
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/admin/auth/logout');
  });
});
