import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../../lib/auth-storage';
import { readSessionProgress, SESSION_PROGRESS_KEY, writeSessionProgress } from '../../../lib/session-progress';
import { jsonBody, renderRoute, stubApi } from '../../../../test/render-route';
import { SettingsPage } from './settings-page';

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

beforeEach(() => patientAuth.save({ user: user as never, token: 'tok' }));
afterEach(() => vi.unstubAllGlobals());

function api(overrides: { journal?: number; settings?: number } = {}) {
  return stubApi((url, init) => {
    if (url === '/api/auth/profile') return { body: { success: true, data: user } };
    if (url === '/api/settings' && init.method === 'PUT') {
      return overrides.settings
        ? { status: overrides.settings, body: {} }
        : { body: { success: true, message: 'Settings updated successfully', data: jsonBody(init) } };
    }
    if (url === '/api/settings')
      return {
        body: {
          success: true,
          data: { guide_medium: 'video', share_data_for_research: false, check_in_emails: false, support_emails: true },
        },
      };
    // No supporter linked: the card offers to link one.
    if (url === '/api/support') return { body: { success: true, data: null } };
    if (url === '/api/journal') return { status: overrides.journal ?? 200, body: { success: true, data: null } };
    if (url === '/api/auth/logout') return { body: { success: true, data: null } };
    return undefined;
  });
}

describe('SettingsPage', () => {
  it('shows the profile block and the account links', async () => {
    api();
    renderRoute(<SettingsPage />, { path: '/settings' });
    expect(await screen.findByText('Ana Lima')).toBeInTheDocument();
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Change Password/ })).toHaveAttribute('href', '/change-password');
    expect(screen.getByRole('link', { name: /Conditions of Use/ })).toHaveAttribute('href', '/conditions-of-use');
    expect(screen.getByRole('button', { name: /Logout/ })).toBeInTheDocument();
    const yourData = screen.getByRole('region', { name: 'Your data' });
    expect(within(yourData).getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    expect(within(yourData).getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  });

  it('saves the guide medium and research sharing, and keeps the cached user in step', async () => {
    const calls = api();
    renderRoute(<SettingsPage />, { path: '/settings' });
    await userEvent.click(screen.getByRole('radio', { name: 'Audio' }));
    await waitFor(() => expect(patientAuth.getUser()?.guide_medium).toBe('audio'));
    await userEvent.click(screen.getByRole('switch', { name: 'Share Data for Research' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Share Data for Research' })).toHaveAttribute('aria-checked', 'true'),
    );
    const puts = calls.filter((c) => c.init.method === 'PUT').map((c) => jsonBody(c.init));
    expect(puts).toEqual([
      { guide_medium: 'audio', share_data_for_research: false, check_in_emails: false, support_emails: true },
      { guide_medium: 'audio', share_data_for_research: true, check_in_emails: false, support_emails: true },
    ]);
  });

  it('turns check-in reminders on with their own switch, off by default', async () => {
    const calls = api();
    renderRoute(<SettingsPage />, { path: '/settings' });
    const toggle = screen.getByRole('switch', { name: 'Remind me by e-mail when a check-in is due' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    const puts = calls.filter((c) => c.init.method === 'PUT').map((c) => jsonBody(c.init));
    expect(puts).toEqual([
      { guide_medium: 'video', share_data_for_research: false, check_in_emails: true, support_emails: true },
    ]);
  });

  it('turns off the mails about a supporter’s messages with their own switch, on by default, and says they never hold the text', async () => {
    const calls = api();
    renderRoute(<SettingsPage />, { path: '/settings' });
    const toggle = screen.getByRole('switch', { name: 'Mail me when my supporter writes' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription(
      'If you have a supporter. The e-mail only says a message is waiting, never what it says.',
    );
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    const puts = calls.filter((c) => c.init.method === 'PUT').map((c) => jsonBody(c.init));
    expect(puts).toEqual([
      { guide_medium: 'video', share_data_for_research: false, check_in_emails: false, support_emails: false },
    ]);
  });

  it('has a “Your supporter” card, loaded after the page, that offers to link one', async () => {
    api();
    renderRoute(<SettingsPage />, { path: '/settings' });
    const card = await screen.findByRole('region', { name: 'Your supporter' });
    expect(await within(card).findByRole('button', { name: 'Link my supporter' })).toBeInTheDocument();
  });

  it('says under the research switch exactly what sharing sends, and that typed words never go', async () => {
    api();
    renderRoute(<SettingsPage />, { path: '/settings' });
    const toggle = await screen.findByRole('switch', { name: 'Share Data for Research' });
    expect(toggle).toHaveAccessibleDescription(
      'When on, your sessions from now on are shared for research without your name, e-mail or anything you type: only the date, the experience you chose, your intensity ratings and the options you picked. Turn it off at any time to stop sharing.',
    );
  });

  it('rolls back and says so when settings cannot be saved', async () => {
    api({ settings: 500 });
    renderRoute(<SettingsPage />, { path: '/settings' });
    await userEvent.click(screen.getByRole('radio', { name: 'Text' }));
    expect(await screen.findByText('Failed to update settings')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Video' })).toBeChecked();
  });

  it('clears This Session after confirming, and Cancel keeps it', async () => {
    api();
    writeSessionProgress('u1', { index: 3 });
    renderRoute(<SettingsPage />, { path: '/settings' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete This Session' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete This Session?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(readSessionProgress('u1')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete This Session' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, Delete' }));
    expect(readSessionProgress('u1')).toBeNull();
  });

  it('deletes the journal after confirming and reports a failure with the spec text', async () => {
    const calls = api({ journal: 500 });
    renderRoute(<SettingsPage />, { path: '/settings' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Journal' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Journal?' })).getByRole('button', { name: 'Yes, Delete' }),
    );
    expect(await screen.findByText('Failed to delete journal entries')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/journal' && c.init.method === 'DELETE')).toBe(true);
  });

  it('logs out to the login page, leaving nothing of the patient on the device', async () => {
    api();
    writeSessionProgress('u1', { index: 3 });
    const { client } = renderRoute(<SettingsPage />, { path: '/settings' });
    expect(await screen.findByText('Ana Lima')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Logout/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(patientAuth.getToken()).toBeNull();
    expect(patientAuth.getUser()).toBeNull();
    expect(localStorage.getItem(SESSION_PROGRESS_KEY)).toBeNull();
    expect(client.getQueryData(['profile'])).toBeUndefined();
  });
});
