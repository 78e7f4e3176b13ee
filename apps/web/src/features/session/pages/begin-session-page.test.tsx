import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../../lib/auth-storage';
import { SESSION_PROGRESS_KEY } from '../../../lib/session-progress';
import { mockApi, renderAt, step } from '../../../../test/render-page';
import { BeginSessionPage } from './begin-session-page';

afterEach(() => vi.unstubAllGlobals());

const STEPS = [
  step(1, 'Choose Experience', ['options']),
  step(2, 'Describe Sensations', ['text']),
  step(3, 'Sensation State', ['radio'], ["It's gone", "It hasn't changed", "It's changed"]),
  step(4, 'Message', ['text']),
  step(5, 'Feel Now', ['slider']),
];
const ok = (data: unknown, status = 200) => ({ status, body: { success: true, data } });
const baseRoutes = {
  'GET /api/agreement': ok({ agreement_accepted: true }),
  'GET /api/session-steps': ok(STEPS),
  'GET /api/experiences': ok([{ id: 'e1', title: 'Physical pain', icon: 'pain' }]),
  'GET /api/app-info': ok({ app_name: 'Clearwell', support_email: 's@x.test', support_phone: '1' }),
};
const page = () => renderAt('/begin-session', <BeginSessionPage />, { '/conditions-of-use': <p>Conditions page</p> });
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
/** Chooses an experience and describes it ('Tight'), arriving at Sensation State. */
async function toSensationState() {
  await userEvent.click(await screen.findByRole('radio', { name: 'Physical pain' }));
  await next();
  await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Tight');
  await next();
}

describe('the begin-session page', () => {
  it('sends a patient who has not accepted the conditions to them, with the reason', async () => {
    mockApi({ ...baseRoutes, 'GET /api/agreement': ok({ agreement_accepted: false }) });
    page();
    expect(await screen.findByText('Conditions page')).toBeInTheDocument();
    expect(
      await screen.findByText('You must accept the conditions of use before starting a session'),
    ).toBeInTheDocument();
  });

  it('says so when the steps cannot be loaded', async () => {
    mockApi({
      ...baseRoutes,
      'GET /api/session-steps': { status: 500, body: { success: false, error: 'INTERNAL_ERROR', message: 'Boom' } },
    });
    page();
    expect(await screen.findByText('Failed to load session data')).toBeInTheDocument();
  });

  it('walks the steps with the counter, keeps Next disabled until answered, and resumes after a remount', async () => {
    mockApi(baseRoutes);
    const view = page();
    expect(await screen.findByText('Step 1/5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Physical pain' }));
    await next();
    expect(await screen.findByText('Step 2/5')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Warm and heavy');
    view.unmount();
    page();
    expect(await screen.findByText('Step 2/5')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('Warm and heavy');
  });

  it("never resumes another patient's unfinished session left on the same device", async () => {
    mockApi(baseRoutes);
    const previous = page();
    // Someone else was signed in here first and left in the middle of a session.
    patientAuth.save({ user: { ...patientAuth.getUser()!, id: 'previous-patient' } });
    await userEvent.click(await screen.findByRole('radio', { name: 'Physical pain' }));
    await next();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Dread before Monday');
    previous.unmount();
    expect(localStorage.getItem(SESSION_PROGRESS_KEY)).toContain('Dread before Monday');

    page();
    expect(await screen.findByText('Step 1/5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Physical pain' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(localStorage.getItem(SESSION_PROGRESS_KEY) ?? '').not.toContain('Dread before Monday');
  });

  it('opens the advice on "It hasn\'t changed" and Final Steps goes to Message', async () => {
    mockApi(baseRoutes);
    page();
    await toSensationState();
    await userEvent.click(screen.getByRole('radio', { name: "It hasn't changed" }));
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Final Steps' }));
    expect(await screen.findByRole('heading', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByText('Step 4/5')).toBeInTheDocument();
  });

  it('closes the advice with Escape, back on the same step with focus on Next, and opens it again', async () => {
    mockApi(baseRoutes);
    page();
    await toSensationState();
    await userEvent.click(screen.getByRole('radio', { name: "It's changed" }));
    await next();
    expect(await screen.findByRole('dialog', { name: 'Something has shifted' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Step 3/5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await next();
    expect(await screen.findByRole('dialog', { name: 'Something has shifted' })).toBeInTheDocument();
  });

  it('keeps the answers when submitting fails, then submits and shows the Feedback screen', async () => {
    let fail = true;
    const calls = mockApi({
      ...baseRoutes,
      'POST /api/problem': () =>
        fail
          ? { status: 500, body: { success: false, error: 'INTERNAL_ERROR', message: 'x' } }
          : ok({ id: 'p1', created_at: 'now' }, 201),
    });
    page();
    await toSensationState();
    await userEvent.click(screen.getByRole('radio', { name: "It's gone" }));
    await next();
    expect(await screen.findByText('Step Completed 5/5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Failed to submit your responses. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Step Completed 5/5')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { name: 'Feedback' })).toBeInTheDocument();
    const sent = calls.filter((c) => c.key === 'POST /api/problem').at(-1)!.body as {
      responses: { response: unknown }[];
    };
    expect(sent.responses.map((r) => r.response)).toEqual(['Physical pain', 'Tight', "It's gone", 0]);
    // The name is the server's (GET /api/app-info), written in once it has answered.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(
        'I just cleared a physical pain using Clearwell.',
      ),
    );
    await waitFor(() => expect(localStorage.getItem('clearwell.session-progress')).toBeNull());
  });
});
