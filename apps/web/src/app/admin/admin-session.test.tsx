import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as toasts } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAuth } from '../../lib/auth-storage';
import { mockApi, renderRoutes } from '../../../test/admin-render';
import { routes } from '../routes';

const emptyList = { body: { success: true, data: { items: [], total_pages: 0, total_items: 0, current_page: 1 } } };

afterEach(() => {
  toasts.dismiss();
  vi.unstubAllGlobals();
});

describe('the back-office session', () => {
  it('a deep link opened while signed out returns to that screen, with its query and fragment, after signing in', async () => {
    mockApi((url) =>
      url === '/api/admin/auth/signin'
        ? { body: { success: true, data: { token: 'tok', user: { email: 'zoe@clinic.test' } } } }
        : emptyList,
    );
    const { router } = renderRoutes(routes, '/admin/session/steps?page=2#step-3');
    await userEvent.type(await screen.findByLabelText('Email'), 'zoe@clinic.test');
    expect(router.state.location.pathname).toBe('/admin/login');
    await userEvent.type(screen.getByLabelText('Password'), 'long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(router.state.location).toMatchObject({
        pathname: '/admin/session/steps',
        search: '?page=2',
        hash: '#step-3',
      }),
    );
  });

  it('a download refused for a lost session says "Authentication failed. Please login again." and goes to the login page', async () => {
    adminAuth.save({ user: { email: 'zoe@clinic.test' }, token: 'revoked-token' });
    mockApi((url) =>
      url.startsWith('/api/admin/export/')
        ? {
            status: 401,
            body: {
              success: false,
              error: 'UNAUTHORIZED',
              message: 'Your session is not valid. Please sign in again.',
            },
          }
        : emptyList,
    );
    const { router } = renderRoutes(routes, '/admin/feedback/export');
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Authentication failed. Please login again.')).toBeInTheDocument();
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/admin/login?session=expired'),
    );
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(adminAuth.getToken()).toBeNull();
    expect(screen.queryByText('Your session is not valid. Please sign in again.')).not.toBeInTheDocument();
  });
});
