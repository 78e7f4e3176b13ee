import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAuth } from '../../lib/auth-storage';
import { preloadMessages } from '../../lib/i18n';
import { chooseLanguage } from '../../lib/i18n/language';
import { resetLanguageChoice } from '../../../test/language';
import { ruleChoicesError, ruleChoicesHint, ruleChoicesOf } from './components/rule-choices';
import { emptyTranslations } from './components/step-translations';
import { mockApi, renderRoutes } from '../../../test/admin-render';
import type { AdminStep } from './api/admin-step';
import { StepsPage } from './pages/steps-page';

beforeEach(() => adminAuth.save({ user: { email: 'a@x.test' }, token: 't' }));

const sensationState: AdminStep = {
  id: 'id-1',
  key: 'sensation_state',
  title: 'Sensation State',
  description: '',
  text_content: 'How is it now?',
  type: ['radio'],
  options: {
    radio_title: 'Notice the sensation',
    radio_options: ["It's gone", "It hasn't changed", "It's changed"],
    slider_title: '',
    slider_config: { min: 0, max: 10 },
  },
  media: { image: [], video: null, audio: null },
  order: 1,
  translations: {
    es: { title: 'Estado de la sensación', radio_options: ['Ya no está', 'No ha cambiado', 'Ha cambiado'] },
  },
};

const KEEP_ORDER =
  'Keep these 3 first, in this order, in every language: relabel them as you like, and add new choices after them.';
const MOVED =
  'A choice that carries these rules was removed or moved. Put the first 3 back in their order; to change one, relabel it.';

/** Opens the step in the edit modal; answers every PUT with the step and records what it sent. */
async function editStep(step: AdminStep) {
  const sent: FormData[] = [];
  mockApi((url, init) => {
    if (init.method === 'PUT') {
      sent.push(init.body as FormData);
      return { body: { success: true, data: step } };
    }
    if (url.includes(`/session-step/${step.id}`)) return { body: { success: true, data: step } };
    return {
      body: { success: true, data: { items: [step], current_page: 1, total_pages: 1, total_items: 1, limit: 10 } },
    };
  });
  renderRoutes([{ path: '/admin/session/steps', element: <StepsPage /> }], '/admin/session/steps');
  const row = (await screen.findAllByTestId('step-row'))[0]!;
  await userEvent.click(within(row).getByRole('button', { name: `Edit ${step.title}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Step' });
  await within(dialog).findByLabelText('Title');
  return { dialog: within(dialog), sent };
}

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('the step form on a step whose choices carry the rules (docs/api.md, Rule-bearing choices)', () => {
  it('says what the choices do, and refuses a reorder or a removal before sending', async () => {
    const { dialog, sent } = await editStep(sensationState);
    expect(
      dialog.getByText(
        `On this step the first choice leads to Feel Now, and the second and third offer another round. ${KEEP_ORDER}`,
      ),
    ).toBeInTheDocument();

    await retype(dialog.getByLabelText('Option 1'), "It hasn't changed");
    await retype(dialog.getByLabelText('Option 2'), "It's gone");
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(MOVED);
    expect(sent).toHaveLength(0);

    await retype(dialog.getByLabelText('Option 1'), "It's gone");
    await retype(dialog.getByLabelText('Option 2'), "It hasn't changed");
    await userEvent.click(dialog.getByRole('button', { name: 'Remove option 3' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(MOVED);
    expect(sent).toHaveLength(0);
  });

  it('refuses the step made into a question without choices', async () => {
    const { dialog, sent } = await editStep(sensationState);
    await userEvent.click(dialog.getByLabelText('Text'));
    await userEvent.click(dialog.getByLabelText('Radio'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(MOVED);
    expect(sent).toHaveLength(0);
  });

  it('refuses the Spanish choices reordered on their own, naming the language', async () => {
    const { dialog, sent } = await editStep(sensationState);
    await userEvent.click(dialog.getByRole('tab', { name: /^Español/ }));
    const panel = within(dialog.getByRole('tabpanel', { name: /Español/ }));
    await retype(panel.getByLabelText('Option 1 (Español)'), 'No ha cambiado');
    await retype(panel.getByLabelText('Option 2 (Español)'), 'Ya no está');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    // The message sits beside the English options, whose tab comes back.
    expect(await dialog.findByRole('alert')).toHaveTextContent(`Español: ${MOVED}`);
    expect(dialog.getByRole('tab', { name: /^English/ })).toHaveAttribute('aria-selected', 'true');
    expect(sent).toHaveLength(0);
  });

  it('sends them relabelled, with a choice added after them', async () => {
    const { dialog, sent } = await editStep(sensationState);
    await retype(dialog.getByLabelText('Option 1'), 'All clear');
    await userEvent.click(dialog.getByRole('button', { name: 'Add option' }));
    await userEvent.type(dialog.getByLabelText('Option 4'), 'Not sure');
    await userEvent.click(dialog.getByRole('tab', { name: /^Español/ }));
    await retype(dialog.getByLabelText('Option 1 (Español)'), 'Despejado');
    await userEvent.type(dialog.getByLabelText('Option 4 (Español)'), 'No lo sé');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.getAll('radio_options')).toEqual(['All clear', "It hasn't changed", "It's changed", 'Not sure']);
    expect(JSON.parse(sent[0]!.get('translations') as string).es.radio_options).toEqual([
      'Despejado',
      'No ha cambiado',
      'Ha cambiado',
      'No lo sé',
    ]);
  });

  it('says nothing of the kind on other steps', async () => {
    const { dialog } = await editStep({ ...sensationState, key: 'how_does_it_feel', title: 'How Does It Feel' });
    expect(dialog.queryByText(/first choice leads to Feel Now/)).not.toBeInTheDocument();
  });
});

describe('the same in German, for an admin who reads German', () => {
  beforeEach(async () => {
    chooseLanguage('de');
    await preloadMessages('admin');
  });
  afterEach(() => resetLanguageChoice());

  it("explains Process Again's choices and names the language whose choices were swapped", () => {
    const processAgain: AdminStep = {
      ...sensationState,
      key: 'process_again',
      title: 'Process Again',
      options: { ...sensationState.options, radio_options: ['Yes', 'No'] },
      translations: { de: { radio_options: ['Ja', 'Nein'] } },
    };
    const rules = ruleChoicesOf(processAgain)!;
    expect(ruleChoicesHint(rules)).toBe(
      'In diesem Schritt beginnt die erste Auswahl eine weitere Sitzung, die zweite beendet sie. Behalte diese 2 vorne, in dieser Reihenfolge, in jeder Sprache: Benenne sie nach Belieben um und füge neue Auswahlmöglichkeiten danach hinzu.',
    );
    const english = {
      types: processAgain.type,
      title: processAgain.title,
      description: '',
      text_content: processAgain.text_content,
      radioTitle: '',
      options: ['Yes', 'No'],
      sliderTitle: '',
    };
    const translations = emptyTranslations(2);
    translations.de.options = ['Nein', 'Ja'];
    expect(ruleChoicesError(rules, english, translations)).toBe(
      'Deutsch: Eine Auswahlmöglichkeit, an der diese Regeln hängen, wurde entfernt oder verschoben. Stelle die ersten 2 wieder in ihre Reihenfolge; um eine zu ändern, benenne sie um.',
    );
    translations.de.options = ['Noch einmal', 'Fertig'];
    expect(ruleChoicesError(rules, english, translations)).toBeNull();
  });
});
