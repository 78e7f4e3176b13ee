import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queuedFor, queueSubmission, sendQueued } from '../../../lib/offline-queue';
import { clearQueue } from '../../../../test/offline-queue';
import { mockApi, renderAt } from '../../../../test/render-page';
import { JournalPage } from '../pages/journal-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await clearQueue();
});

const REFUSAL = 'Some answers name a session step that does not exist';

describe('a kept session the server refused', () => {
  it("stays in the journal with the server's message until the patient discards it", async () => {
    mockApi({
      'GET /api/journal': { status: 200, body: { success: true, data: [] } },
      'POST /api/problem': { status: 400, body: { success: false, error: 'VALIDATION_ERROR', message: REFUSAL } },
    });
    renderAt('/journal', <JournalPage />);
    await queueSubmission({
      client_id: '6f1c2d3e-0000-4000-8000-000000000002',
      owner: 'u1',
      responses: [{ session_step_id: 'gone', response: 'Tight chest' }],
      experience: 'Physical pain',
      saved_at: '2026-01-01T10:00:00.000Z',
    });
    await sendQueued();
    const entry = await screen.findByTestId('pending-entry');
    await waitFor(() => expect(entry).toHaveTextContent('Not added'));
    expect(entry).toHaveTextContent(`This session could not be added to your journal. The server said: ${REFUSAL}`);
    const ask = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await userEvent.click(within(entry).getByRole('button', { name: 'Discard this session' }));
    expect(await queuedFor('u1')).toHaveLength(1);
    await userEvent.click(within(entry).getByRole('button', { name: 'Discard this session' }));
    await waitFor(() => expect(screen.queryByTestId('pending-entry')).toBeNull());
    expect(ask).toHaveBeenCalledTimes(2);
    expect(await queuedFor('u1')).toEqual([]);
  });
});
