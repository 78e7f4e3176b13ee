import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../../lib/auth-storage';
import { renderRoute, stubApi } from '../../../../test/render-route';
import { step, testPatient } from '../../../../test/render-page';
import { BeginSessionPage } from './begin-session-page';

const STEPS = [
  step(1, 'Choose Experience', ['options']),
  step(2, 'Describe Sensations', ['text']),
  step(3, 'Where Is It', ['text']),
  step(4, 'Feel Now', ['slider']),
];
const ok = (data: unknown) => ({ body: { success: true, data } });

beforeEach(() => {
  patientAuth.save({ token: 'token', user: testPatient });
  stubApi((url) => {
    if (url.startsWith('/api/agreement')) return ok({ agreement_accepted: true });
    if (url.startsWith('/api/session-steps')) return ok(STEPS);
    if (url.startsWith('/api/experiences')) return ok([{ id: 'e1', title: 'Physical pain', icon: 'pain' }]);
    if (url.startsWith('/api/app-info'))
      return ok({ app_name: 'Clearwell', support_email: 's@x.test', support_phone: '1' });
    return undefined;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const title = () => screen.getByRole('heading', { level: 1 }).textContent;

describe("the browser's back button during a session", () => {
  it('goes back one step at a time, in step with the Back button, and stays in the session', async () => {
    const { router } = renderRoute(<BeginSessionPage />, { path: '/begin-session' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Physical pain' }));
    await next();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Tight');
    await next();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Chest');
    await next();
    expect(title()).toBe('Feel Now');

    await act(() => router.navigate(-1));
    expect(title()).toBe('Where Is It');
    expect(router.state.location.pathname).toBe('/begin-session');
    // The answer given on the step is still there.
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('Chest');

    // The page's Back button and the browser's take turns without skipping or repeating a step.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(title()).toBe('Describe Sensations');
    await act(() => router.navigate(-1));
    expect(title()).toBe('Choose Experience');
    expect(router.state.location.pathname).toBe('/begin-session');
    expect(screen.getByRole('radio', { name: 'Physical pain' })).toBeChecked();
  });
});
