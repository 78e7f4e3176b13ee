import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderAt } from '../../../test/render-page';
import { FeedbackPage } from './pages/feedback-page';

afterEach(() => vi.unstubAllGlobals());
const page = () => renderAt('/feedback', <FeedbackPage />);

describe('the feedback form', () => {
  it('asks for feedback text before sending anything', async () => {
    const calls = mockApi({});
    page();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Please provide feedback before submitting')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /api/feedback')).toEqual([]);
  });

  it('sends the six fields, prefilled from the profile, and thanks the patient', async () => {
    const calls = mockApi({
      'POST /api/feedback': { status: 201, body: { success: true, data: { id: 'f1', created_at: 'now' } } },
    });
    page();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Robin');
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Leeds');
    await userEvent.type(screen.getByRole('textbox', { name: 'Country' }), 'UK');
    await userEvent.type(screen.getByRole('textbox', { name: 'Feedback' }), 'Very calming.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect((await screen.findAllByText('Thank you for your feedback!')).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.key === 'POST /api/feedback')!.body).toEqual({
      first_name: 'Robin',
      last_name: 'Hale',
      email: 'robin@example.test',
      city: 'Leeds',
      country: 'UK',
      feedback: 'Very calming.',
    });
  });

  it('says so when sending fails and keeps what was typed', async () => {
    mockApi({ 'POST /api/feedback': { status: 500, body: { success: false, error: 'INTERNAL_ERROR', message: 'x' } } });
    page();
    await userEvent.type(screen.getByRole('textbox', { name: 'Feedback' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Failed to submit feedback')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Feedback' })).toHaveValue('Hello');
  });
});
