import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../../lib/auth-storage';
import { readSessionProgress, SESSION_PROGRESS_KEY, writeSessionProgress } from '../../../lib/session-progress';
import { jsonBody, renderRoute, stubApi } from '../../../../test/render-route';
import { YourDataSection } from './your-data-section';

const refusal = (message: string, status = 400, error = 'INVALID_CURRENT_PASSWORD') => ({
  status,
  body: { success: false, error, message, details: status === 400 ? [{ field: 'password', message }] : undefined },
});

/** The server's answer to the deletion; returns the deletion requests made (other reads, such as the app's info, aside). */
function api(answer: (body: Record<string, unknown>) => { status?: number; body?: unknown }) {
  const deletions: { url: string; init: RequestInit }[] = [];
  stubApi((url, init) => {
    if (url !== '/api/account' || init.method !== 'DELETE') return undefined;
    deletions.push({ url, init });
    return answer(jsonBody(init));
  });
  return deletions;
}

beforeEach(() => {
  patientAuth.save({ user: { id: 'u1', email: 'ana@example.test' } as never, token: 'tok' });
  writeSessionProgress('u1', { index: 2 });
});
afterEach(() => vi.unstubAllGlobals());

async function openModal() {
  const view = renderRoute(<YourDataSection />, { path: '/settings' });
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete my account?' });
  return { ...view, dialog };
}

describe('Delete my account', () => {
  it('says what goes and what stays, and Cancel deletes nothing', async () => {
    const calls = api(() => ({ body: { success: true, data: null } }));
    const { dialog } = await openModal();
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(dialog).toHaveTextContent('Feedback you sent is kept only as anonymous text');
    expect(within(dialog).getByLabelText('Your password')).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('deletes with the password, forgets the session on this device and goes home with a kind word', async () => {
    const calls = api((body) =>
      body.password === 'right-password'
        ? { body: { success: true, message: 'Your account has been deleted.', data: null } }
        : refusal('x'),
    );
    const { dialog, client } = await openModal();
    client.setQueryData(['profile'], { email: 'ana@example.test' });
    await userEvent.type(screen.getByLabelText('Your password'), 'right-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(
      await screen.findByText('Your account has been deleted. Thank you for the time you spent with us.'),
    ).toBeInTheDocument();
    expect(patientAuth.getToken()).toBeNull();
    expect(patientAuth.getUser()).toBeNull();
    expect(localStorage.getItem(SESSION_PROGRESS_KEY)).toBeNull();
    expect(client.getQueryData(['profile'])).toBeUndefined();
    expect(calls.map((c) => [c.init.method, c.url, jsonBody(c.init)])).toEqual([
      ['DELETE', '/api/account', { password: 'right-password' }],
    ]);
  });

  it('keeps the account and the session after a wrong password, and says so on the field', async () => {
    api(() => refusal('That password is not right. Please try again.'));
    await openModal();
    const field = screen.getByLabelText('Your password');
    await userEvent.type(field, 'nope{Enter}');
    expect(await screen.findByText('That password is not right. Please try again.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
    expect(patientAuth.getToken()).toBe('tok');
    expect(readSessionProgress('u1')).not.toBeNull();
  });

  it('passes on the wait message when there were too many attempts', async () => {
    api(() => refusal('Too many attempts. Please wait a moment and try again.', 429, 'RATE_LIMITED'));
    await openModal();
    await userEvent.type(screen.getByLabelText('Your password'), 'again{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(patientAuth.getToken()).toBe('tok');
  });

  it('lets an account made through Facebook confirm with its e-mail address', async () => {
    const calls = api((body) =>
      body.email === 'ana@example.test' ? { body: { success: true, data: null } } : refusal('x'),
    );
    await openModal();
    await userEvent.click(
      screen.getByRole('button', { name: 'Signed up with Facebook? Confirm with your e-mail address instead' }),
    );
    await userEvent.type(screen.getByLabelText('Your e-mail address'), 'not-an-address{Enter}');
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Your e-mail address'));
    await userEvent.type(screen.getByLabelText('Your e-mail address'), 'ana@example.test{Enter}');
    await waitFor(() => expect(patientAuth.getToken()).toBeNull());
    expect(calls.map((c) => jsonBody(c.init))).toEqual([{ email: 'ana@example.test' }]);
  });

  it('closes on Escape', async () => {
    api(() => ({ body: { success: true, data: null } }));
    await openModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveFocus();
  });
});
