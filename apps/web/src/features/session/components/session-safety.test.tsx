import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderAt, step } from '../../../../test/render-page';
import { BeginSessionPage } from '../pages/begin-session-page';
import { SessionFinished } from './session-finished';

afterEach(() => vi.unstubAllGlobals());

const STEPS = [
  step(1, 'Choose Experience', ['options']),
  step(2, 'Describe Sensations', ['text']),
  step(3, 'Feel Now', ['slider']),
];
const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
const routes = {
  'GET /api/agreement': ok({ agreement_accepted: true }),
  'GET /api/session-steps': ok(STEPS),
  'GET /api/experiences': ok([{ id: 'e1', title: 'Emotional issue', icon: 'heart' }]),
  'GET /api/app-info': ok({ app_name: 'Clearwell', support_email: 's@x.test', support_phone: '1' }),
  'GET /api/settings': ok({ guide_medium: 'text', share_data_for_research: false, country: 'DE' }),
  'GET /api/safety-resources': ok({
    country: 'DE',
    resources: [
      {
        id: 'd1',
        name: 'TelefonSeelsorge',
        phone: '0800 111 0 111',
        sms: null,
        url: 'https://www.telefonseelsorge.de',
        hours: 'Rund um die Uhr',
        description: null,
      },
    ],
  }),
};
const cardName = 'You don’t have to go through this alone';

describe('the safety card in a session', () => {
  it('appears, politely announced and without taking focus, once crisis words are typed; Back returns to the step', async () => {
    mockApi(routes);
    renderAt('/begin-session', <BeginSessionPage />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Emotional issue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const box = await screen.findByRole('textbox', { name: 'Your answer' });
    await userEvent.type(box, 'Ich möchte nicht mehr LEBEN');
    const card = await screen.findByRole('region', { name: cardName });
    expect(card.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(await within(card).findByRole('link', { name: 'Call 0800 111 0 111' })).toHaveAttribute(
      'href',
      'tel:08001110111',
    );
    expect(box).toHaveFocus();
    // The session goes on: nothing is blocked.
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

    await userEvent.click(within(card).getByRole('button', { name: 'Back to my session' }));
    expect(screen.getByRole('heading', { name: 'Describe Sensations' })).toHaveFocus();
    // Back at the step, the lines stay within reach.
    expect(screen.getByRole('region', { name: cardName })).toBeInTheDocument();
    expect(box).toHaveValue('Ich möchte nicht mehr LEBEN');
  });

  it('stays once shown, also when the words are everyday ones again', async () => {
    mockApi(routes);
    renderAt('/begin-session', <BeginSessionPage />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Emotional issue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const box = await screen.findByRole('textbox', { name: 'Your answer' });
    await userEvent.type(box, 'A tight chest, I want to diet');
    await new Promise((r) => setTimeout(r, 500));
    expect(screen.queryByRole('region', { name: cardName })).toBeNull();
    // The check runs once typing pauses; then add crisis words to prove it was listening.
    await userEvent.type(box, ' and sometimes I want to die');
    await screen.findByRole('region', { name: cardName });
    await userEvent.clear(box);
    await userEvent.type(box, 'Calmer now');
    await new Promise((r) => setTimeout(r, 500));
    expect(screen.getByRole('region', { name: cardName })).toBeInTheDocument();
  });

  it('stays on the steps that follow, and the advice puts the lines first', async () => {
    mockApi({
      ...routes,
      'GET /api/session-steps': ok([
        step(1, 'Describe Sensations', ['text']),
        step(2, 'Sensation State', ['radio'], ["It's gone", "It hasn't changed", "It's changed"]),
        step(3, 'Feel Now', ['slider']),
      ]),
    });
    renderAt('/begin-session', <BeginSessionPage />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'I want to end my life');
    await screen.findByRole('region', { name: cardName });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Sensation State' });
    expect(screen.getByRole('region', { name: cardName })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: "It hasn't changed" }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const advice = await screen.findByRole('dialog', { name: 'Please talk to someone first' });
    expect(advice).not.toHaveTextContent(/completely normal|Nothing has gone wrong/);
    expect(advice).toHaveTextContent(/call or text one of the lines on this page now/);
    const buttons = within(advice)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons.indexOf('Show me the lines')).toBeLessThan(buttons.indexOf('Another Round'));
    await userEvent.click(within(advice).getByRole('button', { name: 'Show me the lines' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: cardName })).toHaveFocus();

    // Going round again is still there, second.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Another Round' }));
    await screen.findByRole('heading', { name: 'Describe Sensations' });
    expect(screen.getByRole('region', { name: cardName })).toBeInTheDocument();
  });

  it('opens the session-end screen with the lines when the server heard a concern, and not otherwise', async () => {
    mockApi(routes);
    const view = renderAt(
      '/begin-session',
      <SessionFinished experience="Emotional issue" concern onAgain={() => undefined} />,
    );
    expect(await screen.findByRole('link', { name: 'Call 0800 111 0 111' })).toBeInTheDocument();
    view.unmount();
    renderAt(
      '/begin-session',
      <SessionFinished experience="Emotional issue" concern={false} onAgain={() => undefined} />,
    );
    await screen.findByRole('heading', { name: 'Feedback' });
    expect(screen.queryByRole('region', { name: cardName })).toBeNull();
  });
});
