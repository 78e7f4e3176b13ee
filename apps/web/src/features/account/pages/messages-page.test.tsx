import { MESSAGE_MAX as SHARED_MESSAGE_MAX } from '@clearwell/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_MAX } from '../../../components/ui/message-composer';
import { patientAuth } from '../../../lib/auth-storage';
import { GB_LINES } from '../../../../test/safety-lines';
import { jsonBody, renderRoute, stubApi } from '../../../../test/render-route';
import { MessagesPage } from './messages-page';

beforeEach(() => patientAuth.save({ user: { id: 'u1', first_name: 'Ana' } as never, token: 'tok' }));
afterEach(() => vi.unstubAllGlobals());

const link = {
  supporter: { name: 'Maria' },
  scope: { sessions: true, measures: false, check_ins: false },
  since: '2026-03-05T10:00:00.000Z',
};
const message = (id: string, from: 'patient' | 'supporter', text: string, at: string) => ({ id, from, text, at });

function serve(linked: typeof link | null) {
  const thread = linked
    ? [
        message('m1', 'supporter', 'Hello Ana, how did the week go?', '2026-03-06T09:00:00.000Z'),
        message('m2', 'patient', 'Better, thank you.', '2026-03-06T18:30:00.000Z'),
      ]
    : [];
  return stubApi((url, init) => {
    const path = url.split('?')[0];
    if (path === '/api/support') return { body: { success: true, data: linked } };
    if (path === '/api/support/messages' && init.method === 'POST') {
      const sent = message(`m${thread.length + 1}`, 'patient', String(jsonBody(init).text), '2026-03-07T08:00:00.000Z');
      thread.push(sent);
      return { status: 201, body: { success: true, data: sent } };
    }
    if (path === '/api/support/messages') return { body: { success: true, data: [...thread] } };
    if (path === '/api/settings') return { body: { success: true, data: { country: 'GB' } } };
    if (path === '/api/safety-resources') return { body: { success: true, data: GB_LINES } };
    return undefined;
  });
}

const open = () => renderRoute(<MessagesPage />, { path: '/messages' });

describe('Messages, with a supporter', () => {
  it('shows the thread oldest first, who wrote each message in words, and says plainly it is no emergency service', async () => {
    serve(link);
    open();
    expect(await screen.findByRole('heading', { name: 'Messages', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('With Maria, your supporter.')).toBeInTheDocument();
    const thread = await screen.findByRole('list', { name: 'Messages' });
    const items = within(thread).getAllByTestId('message');
    expect(items.map((m) => m.textContent)).toEqual([
      expect.stringMatching(/^Maria .*Hello Ana, how did the week go\?$/),
      expect.stringMatching(/^You .*Better, thank you\.$/),
    ]);
    const notice = screen.getByRole('complementary', { name: 'Messages are not an emergency service' });
    expect(notice).toHaveTextContent('a reply may take a day or more');
    // The crisis lines are the same card as everywhere else, for the patient's country.
    expect(await screen.findByText('Samaritans')).toBeInTheDocument();
    expect(screen.getByTestId('safety-card')).toBeInTheDocument();
  });

  it('sends a message, and the thread shows it; an empty one is not sent', async () => {
    const calls = serve(link);
    open();
    const field = await screen.findByRole('textbox', { name: 'Write to Maria' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a message first');
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);

    await userEvent.type(field, '  I tried the session again.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(post.url).toBe('/api/support/messages');
    expect(jsonBody(post.init)).toEqual({ text: 'I tried the session again.' });
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(3));
    expect(screen.getAllByTestId('message')[2]).toHaveTextContent('I tried the session again.');
    expect(field).toHaveValue('');
  });

  it('holds at most 2,000 characters, as the server does, and says when pasted text was cut', async () => {
    expect(MESSAGE_MAX).toBe(SHARED_MESSAGE_MAX);
    serve(link);
    open();
    const field = await screen.findByRole('textbox', { name: 'Write to Maria' });
    fireEvent.change(field, { target: { value: 'a'.repeat(MESSAGE_MAX + 5) } });
    expect(field).toHaveValue('a'.repeat(MESSAGE_MAX));
    expect(screen.getByRole('alert')).toHaveTextContent('Your text was cut to 2,000 characters');
  });

  it('keeps the text and says so when the message cannot be sent', async () => {
    stubApi((url, init) => {
      if (url === '/api/support') return { body: { success: true, data: link } };
      if (url === '/api/support/messages' && init.method === 'POST')
        return { status: 500, body: { success: false, error: 'INTERNAL_ERROR', message: 'x' } };
      if (url === '/api/support/messages') return { body: { success: true, data: [] } };
      return { body: { success: true, data: null } };
    });
    open();
    const field = await screen.findByRole('textbox', { name: 'Write to Maria' });
    expect(screen.getByText('No messages yet.')).toBeInTheDocument();
    await userEvent.type(field, 'Are you there?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Your message was not sent. It is still here, so you can try again.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('Are you there?');
  });
});

describe('Messages, without a supporter', () => {
  it('says there is no one to write to, and where to link a supporter', async () => {
    serve(null);
    open();
    expect(
      await screen.findByText('You have no supporter linked, so there is no one to write to here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link a supporter in Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
