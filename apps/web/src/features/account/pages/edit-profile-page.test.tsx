import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../../lib/auth-storage';
import { renderRoute, stubApi } from '../../../../test/render-route';
import { EditProfilePage } from './edit-profile-page';

const user = {
  id: 'u1',
  first_name: 'Ana',
  last_name: 'Lima',
  email: 'ana@example.test',
  status: 'active',
  avatar: null,
  guide_medium: 'video',
  share_data_for_research: false,
  agreement_accepted: true,
};

beforeEach(() => {
  patientAuth.save({ user: user as never, token: 'tok' });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const picker = () => screen.getByLabelText('Choose avatar');
const file = (type: string, bytes: number, name = 'a') => new File([new Uint8Array(bytes)], name, { type });

describe('EditProfilePage', () => {
  it('refuses wrong types and files over 2MB before uploading, with the spec messages', async () => {
    stubApi((url) => (url === '/api/auth/profile' ? { body: { success: true, data: user } } : undefined));
    renderRoute(<EditProfilePage />, { path: '/edit-profile' });
    await userEvent.upload(picker(), file('application/pdf', 10, 'a.pdf'), { applyAccept: false });
    expect(await screen.findByText('Please select a valid image file (JPEG, PNG, GIF)')).toBeInTheDocument();
    await userEvent.upload(picker(), file('image/png', 2 * 1024 * 1024 + 1, 'big.png'));
    expect(await screen.findByText('Image size should not exceed 2MB')).toBeInTheDocument();
  });

  it('requires both names', async () => {
    stubApi((url) => (url === '/api/auth/profile' ? { body: { success: true, data: user } } : undefined));
    renderRoute(<EditProfilePage />, { path: '/edit-profile' });
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.clear(screen.getByLabelText('Last name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
  });

  it('previews and uploads the avatar with the names, then returns to settings after 2 s', async () => {
    let sent: FormData | undefined;
    stubApi((url, init) => {
      if (url !== '/api/auth/profile') return undefined;
      if (init.method === 'PUT') {
        sent = init.body as FormData;
        return {
          body: {
            success: true,
            message: 'Profile updated successfully',
            data: { ...user, first_name: 'Anna', avatar: '/files/avatars/x.png' },
          },
        };
      }
      return { body: { success: true, data: user } };
    });
    renderRoute(<EditProfilePage />, { path: '/edit-profile' });
    await userEvent.upload(picker(), file('image/png', 100, 'me.png'));
    await waitFor(() => expect(document.querySelector('img[src="blob:preview"]')).not.toBeNull());
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), 'Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(sent?.get('first_name')).toBe('Anna');
    expect((sent?.get('avatar') as File).name).toBe('me.png');
    expect(patientAuth.getUser()?.avatar).toBe('/files/avatars/x.png');
    expect(screen.getByTestId('location')).toHaveTextContent('/edit-profile');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/settings'), { timeout: 3000 });
  });

  it('shows the failure text when saving fails', async () => {
    stubApi((url, init) =>
      url === '/api/auth/profile'
        ? init.method === 'PUT'
          ? { status: 500, body: {} }
          : { body: { success: true, data: user } }
        : undefined,
    );
    renderRoute(<EditProfilePage />, { path: '/edit-profile' });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
  });
});
