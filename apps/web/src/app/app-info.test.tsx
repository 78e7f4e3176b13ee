import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminLayout } from './admin/admin-layout';
import { Logo } from '../components/ui/logo';
import { AdminLoginPage } from '../features/admin-auth/pages/admin-login-page';
import { mockApi, renderRoutes } from '../../test/admin-render';
import { adminAuth } from '../lib/auth-storage';
import { AppNameAsTitle } from '../lib/app-info';

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

/** A server configured with APP_NAME=Brightpath. */
function brightpathServer() {
  return mockApi((url) =>
    url === '/api/app-info'
      ? { body: { success: true, data: { app_name: 'Brightpath', support_email: 's@x.test', support_phone: '1' } } }
      : {},
  );
}

describe("the product's name comes from the server", () => {
  it('in the patient header and the tab title', async () => {
    const fetch = brightpathServer();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <AppNameAsTitle />
              <Logo />
            </>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByRole('link', { name: 'Brightpath' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Brightpath'));
    expect(screen.queryByText('Clearwell')).not.toBeInTheDocument();
    // One source, asked for once however many places show it.
    expect(fetch.mock.calls.filter(([u]) => u === '/api/app-info')).toHaveLength(1);
  });

  it('in the admin sidebar and, on screens without a title of their own, the admin header', async () => {
    brightpathServer();
    adminAuth.save({ user: { email: 'a@x.test' }, token: 't' });
    renderRoutes(
      [{ path: '/admin', element: <AdminLayout />, children: [{ path: '*', element: <p>Screen</p> }] }],
      '/admin/session/steps',
    );
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Brightpath'));
    expect(screen.getByTestId('admin-sidebar')).toHaveTextContent('Brightpath');
    expect(screen.getByRole('img', { name: 'Brightpath logo' })).toBeInTheDocument();
  });

  it('on the admin sign-in card', async () => {
    brightpathServer();
    renderRoutes([{ path: '/admin/login', element: <AdminLoginPage /> }], '/admin/login');
    expect(await screen.findByText('Brightpath Admin')).toBeInTheDocument();
  });
});
