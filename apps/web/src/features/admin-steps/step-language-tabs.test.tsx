import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminAuth } from '../../lib/auth-storage';
import { mockApi, renderRoutes } from '../../../test/admin-render';
import type { AdminStep } from './api/admin-step';
import { SessionQuestionsPage } from './pages/session-questions-page';
import { StepsPage } from './pages/steps-page';

beforeEach(() => {
  adminAuth.save({ user: { email: 'a@x.test' }, token: 't' });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('the step form in three languages', () => {
  it('edits the Spanish and German texts in their own tabs, beside the English, and says how much is missing', async () => {
    let sent: FormData | undefined;
    mockApi((_url, init) => {
      sent = init.body as FormData;
      return { status: 201, body: { success: true, data: {} } };
    });
    const { router } = renderRoutes(
      [
        { path: '/admin/session/questions', element: <SessionQuestionsPage /> },
        { path: '/admin/session/steps', element: <p>Steps screen</p> },
      ],
      '/admin/session/questions',
    );
    expect(tab(/^English/)).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(screen.getByLabelText('Title'), 'How does it feel?');
    await userEvent.type(screen.getByLabelText('Text content'), 'Notice the sensation.');
    await userEvent.click(screen.getByLabelText('Radio'));
    await userEvent.type(screen.getByLabelText('Radio title'), 'Pick one');
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    await userEvent.type(screen.getByLabelText('Option 1'), 'Better');
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    await userEvent.type(screen.getByLabelText('Option 2'), 'Worse');

    // Title, text, the radio title and the choices: four texts to translate, none yet.
    expect(tab(/^Español/)).toHaveTextContent('Not translated yet');
    expect(tab(/^Deutsch/)).toHaveTextContent('Not translated yet');
    await userEvent.click(tab(/^Español/));
    const panel = screen.getByRole('tabpanel', { name: /Español/ });
    expect(within(panel).getByText('How does it feel?')).toBeInTheDocument();
    await userEvent.type(within(panel).getByLabelText('Title (Español)'), '¿Cómo se siente?');
    await userEvent.type(within(panel).getByLabelText('Text content (Español)'), 'Observa la sensación.');
    expect(tab(/^Español/)).toHaveTextContent('2 of 4 missing');

    // The choices sit beside the English ones, one each; half of them is refused.
    const better = within(panel).getByLabelText('Option 1 (Español)');
    expect(within(panel).getByLabelText('Option 2 (Español)')).toHaveAccessibleDescription('Worse');
    await userEvent.type(better, 'Mejor');
    await userEvent.click(screen.getByRole('button', { name: 'Create Step' }));
    expect(await within(panel).findByText('Translate every option, or leave them all empty')).toBeInTheDocument();
    expect(tab(/^Español/)).toHaveTextContent('Check the options');
    expect(sent).toBeUndefined();

    await userEvent.type(within(panel).getByLabelText('Option 2 (Español)'), 'Peor');
    // The preview follows the open tab, in Spanish where there is Spanish.
    const preview = screen.getByRole('complementary', { name: 'Patient preview' });
    expect(within(preview).getByRole('heading', { name: '¿Cómo se siente?' })).toBeInTheDocument();
    expect(within(preview).getByText('Pick one')).toBeInTheDocument();
    expect(tab(/^Español/)).toHaveTextContent('1 of 4 missing');

    // A removed English option takes its translations with it.
    await userEvent.click(tab(/^English/));
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    await userEvent.type(screen.getByLabelText('Option 3'), 'Same');
    // The new English option has no Spanish yet, so the Spanish choices are half done again.
    expect(tab(/^Español/)).toHaveTextContent('Check the options');
    await userEvent.click(screen.getByRole('button', { name: 'Remove option 3' }));
    expect(tab(/^Español/)).toHaveTextContent('1 of 4 missing');

    await userEvent.click(screen.getByRole('button', { name: 'Create Step' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/session/steps'));
    expect(JSON.parse(sent!.get('translations') as string)).toEqual({
      es: { title: '¿Cómo se siente?', text_content: 'Observa la sensación.', radio_options: ['Mejor', 'Peor'] },
    });
    expect(sent!.getAll('radio_options')).toEqual(['Better', 'Worse']);
  });

  it('loads a step with its translations, keeps them aligned to the options, and sends them back whole', async () => {
    const step: AdminStep = {
      id: 'id-1',
      key: 'sensation_check',
      title: 'Sensation State',
      description: '',
      text_content: 'How is it now?',
      type: ['radio'],
      options: {
        radio_title: '',
        radio_options: ['Still there', "It's gone"],
        slider_title: '',
        slider_config: { min: 0, max: 10 },
      },
      media: { image: [], video: null, audio: null },
      order: 1,
      translations: {
        es: {
          title: 'Estado de la sensación',
          text_content: '¿Cómo está ahora?',
          radio_options: ['Sigue ahí', 'Se ha ido'],
        },
        de: { title: 'Empfindung' },
      },
    };
    let put: FormData | undefined;
    mockApi((url, init) => {
      if (init.method === 'PUT') {
        put = init.body as FormData;
        return { body: { success: true, data: step } };
      }
      if (url.includes('/session-step/id-1')) return { body: { success: true, data: step } };
      return {
        body: { success: true, data: { items: [step], current_page: 1, total_pages: 1, total_items: 1, limit: 10 } },
      };
    });
    renderRoutes([{ path: '/admin/session/steps', element: <StepsPage /> }], '/admin/session/steps');
    const row = (await screen.findAllByTestId('step-row'))[0]!;
    // The list names the languages still missing something.
    expect(within(row).queryByTestId('missing-es')).not.toBeInTheDocument();
    expect(within(row).getByTestId('missing-de')).toHaveTextContent('Deutsch: 2 of 3 missing');

    await userEvent.click(within(row).getByRole('button', { name: 'Edit Sensation State' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Step' });
    await within(dialog).findByLabelText('Title');
    expect(within(dialog).getByRole('tab', { name: /^Español/ })).toHaveTextContent('Complete');
    await userEvent.click(within(dialog).getByRole('tab', { name: /^Deutsch/ }));
    const panel = within(dialog).getByRole('tabpanel', { name: /Deutsch/ });
    expect(within(panel).getByLabelText('Title (Deutsch)')).toHaveValue('Empfindung');
    expect(within(panel).getByLabelText('Option 2 (Deutsch)')).toHaveAccessibleDescription("It's gone");
    await userEvent.type(within(panel).getByLabelText('Text content (Deutsch)'), 'Wie ist es jetzt?');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(put).toBeDefined());
    expect(JSON.parse(put!.get('translations') as string)).toEqual({
      es: {
        title: 'Estado de la sensación',
        text_content: '¿Cómo está ahora?',
        radio_options: ['Sigue ahí', 'Se ha ido'],
      },
      de: { title: 'Empfindung', text_content: 'Wie ist es jetzt?' },
    });
  });

  it('moves between the language tabs with the arrow keys', async () => {
    mockApi(() => ({}));
    renderRoutes([{ path: '/admin/session/questions', element: <SessionQuestionsPage /> }], '/admin/session/questions');
    tab(/^English/).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab(/^Español/)).toHaveFocus();
    expect(tab(/^Español/)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tab(/^Deutsch/)).toHaveAttribute('aria-selected', 'true');
    // English errors bring their tab back, so the message and its field are on screen.
    await userEvent.click(screen.getByRole('button', { name: 'Create Step' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(tab(/^English/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });
});
