import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '../../../../test/render-route';
import { SharedJournalPage } from './shared-journal-page';

afterEach(() => vi.unstubAllGlobals());

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const entry = (id: string, text: string) => ({
  session_id: id,
  created_at: '2026-03-20T12:00:00.000Z',
  experience: 'Physical pain',
  text_responses: [{ step_title: 'Focus and Feel It', response: text }],
  intensity_responses: [
    { step_title: 'Rate the Intensity', response: 8 },
    { step_title: 'Feel Now', response: 2 },
  ],
  check_ins: [
    {
      after: '1d',
      due_at: '2026-03-21T12:00:00.000Z',
      answered_at: '2026-03-21T13:00:00.000Z',
      intensity: 1,
      note: 'Still calm',
    },
    { after: '7d', due_at: '2026-03-27T12:00:00.000Z', answered_at: null, intensity: null, note: null },
  ],
});

const open = () => renderRoute(<SharedJournalPage />, { path: '/shared/:token', at: `/shared/${token}` });

describe('the shared journal page', () => {
  it('shows the first name and the shared entries with their intensities, read-only', async () => {
    const calls = stubApi((url) => {
      if (url === `/api/shared/${token}`)
        return {
          body: {
            success: true,
            data: {
              first_name: 'Robin',
              expires_at: '2026-03-27T12:00:00.000Z',
              sessions: [entry('b', 'Stiff neck'), entry('a', 'Headache')],
            },
          },
        };
      if (url === '/api/app-info')
        return { body: { success: true, data: { app_name: 'Clearwell', support_email: 'x', support_phone: 'y' } } };
      return undefined;
    });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Journal entries shared by Robin' }),
    ).toBeInTheDocument();
    const entries = screen.getAllByTestId('shared-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Stiff neck');
    expect(entries[0]).toHaveTextContent('8 → 2');
    // What happened after: the check-ins the patient answered, worded for the coach.
    expect(entries[0]).toHaveTextContent('Still calm');
    expect(entries[0]).toHaveTextContent('not answered yet');
    expect(entries[0]).not.toHaveTextContent('your answer');
    expect(entries[1]).toHaveTextContent('Headache');
    expect(screen.getByText(/works until 03\/27\/2026/)).toBeInTheDocument();
    // Nothing of the signed-in app: no links, buttons or forms.
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(calls.filter((c) => c.url.startsWith('/api/shared/'))).toHaveLength(1);
  });

  it('says calmly that the link has ended when the server no longer knows it', async () => {
    stubApi((url) =>
      url.startsWith('/api/shared/')
        ? {
            status: 404,
            body: { success: false, error: 'NOT_FOUND', message: 'This link has ended or does not exist.' },
          }
        : { body: { success: true, data: { app_name: 'Clearwell', support_email: 'x', support_phone: 'y' } } },
    );
    open();
    expect(await screen.findByRole('heading', { name: 'This link has ended' })).toBeInTheDocument();
    expect(screen.getByText(/ask them for a new link/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks to wait when reads from this address are being limited', async () => {
    stubApi((url) =>
      url.startsWith('/api/shared/')
        ? { status: 429, body: { success: false, error: 'RATE_LIMITED', message: 'Too many requests.' } }
        : { body: { success: true, data: { app_name: 'Clearwell', support_email: 'x', support_phone: 'y' } } },
    );
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a minute');
  });
});
