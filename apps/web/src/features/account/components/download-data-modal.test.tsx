import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../../lib/auth-storage';
import { renderRoute } from '../../../../test/render-route';
import { YourDataSection } from './your-data-section';

const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
const wrongPassword = {
  success: false,
  error: 'INVALID_CURRENT_PASSWORD',
  message: 'That password is not right. Please try again.',
  details: [{ field: 'password', code: 'incorrect', message: 'That password is not right. Please try again.' }],
};
const noPassword = {
  success: false,
  error: 'INVALID_CURRENT_PASSWORD',
  message: 'Your account has no password. Type your e-mail address to confirm.',
  details: [
    { field: 'email', code: 'required', message: 'Your account has no password. Type your e-mail address to confirm.' },
  ],
};

/** Answers the export route: the zip for the right password or e-mail, the server's refusals otherwise. */
function stubExport(answer: (body: Record<string, string>) => 'zip' | object | 500) {
  const calls: Array<Record<string, string>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url !== '/api/account/export' || init.method !== 'POST') return new Response('{}', { status: 599 });
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      calls.push(body);
      const result = answer(body);
      if (result === 'zip')
        return new Response(ZIP, {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="clearwell-my-data-2025-06-01.zip"',
          },
        });
      if (result === 500)
        return new Response(
          JSON.stringify({ success: false, error: 'INTERNAL_ERROR', message: 'Something went wrong' }),
          { status: 500 },
        );
      return new Response(JSON.stringify(result), { status: 400, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const saved: Array<{ name: string; blob: Blob }> = [];
beforeEach(() => {
  patientAuth.save({ user: { id: 'u1', email: 'ana@example.test' } as never, token: 'tok' });
  saved.length = 0;
  let lastBlob: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => ((lastBlob = blob), 'blob:clearwell'));
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: lastBlob! });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openModal() {
  renderRoute(<YourDataSection />, { path: '/settings' });
  const opener = screen.getByRole('button', { name: 'Download my data' });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Download my data' });
  return { opener, dialog };
}

describe('Download my data', () => {
  it('asks for the password in a labelled field that has focus, and checks it is filled', async () => {
    const calls = stubExport(() => 'zip');
    await openModal();
    expect(screen.getByLabelText('Your password')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('saves the zip under the server name, says so, closes and gives focus back', async () => {
    const calls = stubExport((b) => (b.password === 'right-password' ? 'zip' : wrongPassword));
    const { opener } = await openModal();
    await userEvent.type(screen.getByLabelText('Your password'), 'right-password{Enter}');
    expect(await screen.findByText('Your data is saved as clearwell-my-data-2025-06-01.zip')).toBeInTheDocument();
    expect(calls).toEqual([{ password: 'right-password' }]);
    expect(saved.map((s) => s.name)).toEqual(['clearwell-my-data-2025-06-01.zip']);
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(ZIP);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('explains a wrong password kindly, keeps the dialog and the session', async () => {
    stubExport(() => wrongPassword);
    await openModal();
    await userEvent.type(screen.getByLabelText('Your password'), 'oops{Enter}');
    expect(await screen.findByText('That password is not right. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Download my data' })).toBeInTheDocument();
    expect(patientAuth.getToken()).toBe('tok');
    expect(saved).toEqual([]);
  });

  it('says when the file could not be prepared', async () => {
    stubExport(() => 500);
    await openModal();
    await userEvent.type(screen.getByLabelText('Your password'), 'right-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not prepare your data just now. Please try again in a moment.',
    );
  });

  it('switches to the e-mail address for an account without a password', async () => {
    const calls = stubExport((b) => (b.email === 'ana@example.test' ? 'zip' : noPassword));
    await openModal();
    await userEvent.type(screen.getByLabelText('Your password'), 'guess{Enter}');
    const email = await screen.findByLabelText('Your e-mail address');
    expect(screen.getByText('Your account has no password. Type your e-mail address to confirm.')).toBeInTheDocument();
    await userEvent.type(email, 'ana@example.test{Enter}');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls).toEqual([{ password: 'guess' }, { email: 'ana@example.test' }]);
  });

  it('keeps Tab inside the dialog and closes on Escape, focus back on the button', async () => {
    stubExport(() => 'zip');
    const { opener, dialog } = await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Download my data' });
    screen.getByRole('button', { name: 'Download' }).focus();
    await userEvent.tab();
    expect(screen.getByLabelText('Your password')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Download' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });
});
