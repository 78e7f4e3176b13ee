import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../lib/i18n/language';
import { resetLanguageChoice } from '../../../test/language';
import { renderRoute, stubApi } from '../../../test/render-route';
import { FeedbackPage } from './pages/feedback-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetLanguageChoice();
});

describe('feedback in German', () => {
  it('labels the form and checks it in German, and thanks in German', async () => {
    stubApi((url) =>
      url === '/api/feedback'
        ? { status: 201, body: { success: true, data: { id: 'f1', created_at: '2026-03-10T12:00:00.000Z' } } }
        : url === '/api/app-info'
          ? { body: { success: true, data: { app_name: 'Clearwell' } } }
          : undefined,
    );
    chooseLanguage('de');
    renderRoute(<FeedbackPage />, { path: '/feedback' });
    expect(await screen.findByRole('heading', { name: 'Feedback' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Feedback senden' }));
    expect(await screen.findByText('Bitte schreib dein Feedback, bevor du es abschickst')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'kein-Name');
    await userEvent.type(screen.getByRole('textbox', { name: 'Feedback' }), 'Sehr ruhig und klar.');
    await userEvent.click(screen.getByRole('button', { name: 'Feedback senden' }));
    expect(await screen.findByText('Gib eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('E-Mail-Adresse'));
    await userEvent.click(screen.getByRole('button', { name: 'Feedback senden' }));
    expect((await screen.findAllByText('Danke für dein Feedback!')).length).toBeGreaterThan(0);
  });
});
