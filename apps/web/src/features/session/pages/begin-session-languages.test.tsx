import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../../lib/i18n/language';
import { resetLanguageChoice } from '../../../../test/language';
import { mockApi, renderAt, step } from '../../../../test/render-page';
import { BeginSessionPage } from './begin-session-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetLanguageChoice();
  localStorage.clear();
});

const keyed = (s: ReturnType<typeof step>, key: string) => ({ ...s, key });
const ok = (data: unknown, status = 200) => ({ status, body: { success: true, data } });

/** The steps as the server answers `?lang=es` and `?lang=de`: translated titles and choices, the same keys. */
const STEPS = {
  es: [
    keyed(step(1, 'Elige la experiencia', ['options']), 'choose_experience'),
    keyed(step(2, 'Describe las sensaciones', ['text']), 'describe_sensations'),
    keyed(
      step(3, 'Estado de la sensación', ['radio'], ['Ya no está', 'No ha cambiado', 'Ha cambiado']),
      'sensation_state',
    ),
    keyed(step(4, 'Mensaje', ['text']), 'message'),
    keyed(step(5, 'Siente ahora', ['slider']), 'feel_now'),
  ],
  de: [
    keyed(step(1, 'Erfahrung wählen', ['options']), 'choose_experience'),
    keyed(step(2, 'Empfindungen beschreiben', ['text']), 'describe_sensations'),
    keyed(
      step(3, 'Wie ist es jetzt?', ['radio'], ['Es ist weg', 'Es hat sich nicht verändert', 'Es hat sich verändert']),
      'sensation_state',
    ),
    keyed(step(4, 'Botschaft', ['text']), 'message'),
    keyed(step(5, 'Jetzt spüren', ['slider']), 'feel_now'),
  ],
};
const EXPERIENCE = { es: 'Dolor físico', de: 'Körperlicher Schmerz' };

function serve(lang: 'es' | 'de') {
  return mockApi({
    'GET /api/agreement': ok({ agreement_accepted: true }),
    'GET /api/session-steps': ok(STEPS[lang]),
    'GET /api/experiences': ok([{ id: 'e1', title: EXPERIENCE[lang], icon: 'pain' }]),
    'GET /api/app-info': ok({ app_name: 'Clearwell', support_email: 's@x.test', support_phone: '1' }),
    'POST /api/problem': ok({ id: 'p1', created_at: 'now', safety: { concern: false, reasons: [] } }, 201),
  });
}

describe('a session in Spanish', () => {
  it('asks for Spanish steps, speaks Spanish, and its rules follow the keys', async () => {
    chooseLanguage('es');
    serve('es');
    renderAt('/begin-session', <BeginSessionPage />);
    expect(await screen.findByText('Paso 1/5')).toBeInTheDocument();
    const urls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/session-steps?lang=es');
    expect(urls).toContain('/api/experiences?lang=es');
    expect(screen.getByRole('group', { name: '¿En qué te gustaría trabajar?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Dolor físico' }));
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Tu respuesta' }), 'Calor en el pecho');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

    // "No ha cambiado" is the seeded "It hasn't changed": the advice, in Spanish.
    await userEvent.click(await screen.findByRole('radio', { name: 'No ha cambiado' }));
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    const advice = await screen.findByRole('dialog', { name: 'Es completamente normal' });
    await userEvent.click(within(advice).getByRole('button', { name: 'Otra ronda' }));
    expect(await screen.findByRole('heading', { name: 'Describe las sensaciones' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Tu respuesta' }), 'Más suave');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

    // "Ya no está" is "It's gone": straight to Feel Now, the last step.
    await userEvent.click(await screen.findByRole('radio', { name: 'Ya no está' }));
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: 'Siente ahora' })).toBeInTheDocument();
    expect(screen.getByText('Último paso 5/5')).toBeInTheDocument();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '0 de 10');
    await userEvent.click(screen.getByRole('button', { name: 'Terminar' }));
    expect(await screen.findByRole('heading', { name: 'Tu opinión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'diario' })).toHaveAttribute('href', '/journal');
    expect(screen.getByRole('button', { name: 'Empezar una nueva sesión' })).toBeInTheDocument();
  });
});

describe('a session in German', () => {
  it('opens the advice for a changed sensation, and Final Steps goes to the Message step by its key', async () => {
    chooseLanguage('de');
    const calls = serve('de');
    renderAt('/begin-session', <BeginSessionPage />);
    expect(await screen.findByText('Schritt 1/5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Körperlicher Schmerz' }));
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Deine Antwort' }), 'Druck im Bauch');
    expect(screen.getByRole('button', { name: 'Diktieren' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Es hat sich verändert' }));
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    const advice = await screen.findByRole('dialog', { name: 'Etwas hat sich bewegt' });
    await userEvent.click(within(advice).getByRole('button', { name: 'Letzte Schritte' }));
    expect(await screen.findByRole('heading', { name: 'Botschaft' })).toBeInTheDocument();
    expect(screen.getByText('Schritt 4/5')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Deine Antwort' }), 'Sei sanft');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Letzter Schritt 5/5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abschließen' }));
    expect(await screen.findByRole('heading', { name: 'Deine Rückmeldung' })).toBeInTheDocument();
    // The answers are stored as the patient saw them, with the language they were shown in.
    const sent = calls.find((c) => c.key === 'POST /api/problem')!.body as { lang: string; responses: unknown[] };
    expect(sent.lang).toBe('de');
    await waitFor(() => expect(localStorage.getItem('clearwell.session-progress')).toBeNull());
  });
});

describe('switching language in the middle of a session', () => {
  it('asks for the steps again in the new language and keeps the patient where they were', async () => {
    const english = [
      keyed(step(1, 'Choose Experience', ['options']), 'choose_experience'),
      keyed(step(2, 'Describe Sensations', ['text']), 'describe_sensations'),
      ...STEPS.es.slice(2),
    ];
    serve('es');
    const answered = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) =>
        String(url) === '/api/session-steps?lang=en'
          ? Promise.resolve(new Response(JSON.stringify({ success: true, data: english }), { status: 200 }))
          : answered(url, init),
      ),
    );
    renderAt('/begin-session', <BeginSessionPage />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Dolor físico' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'Warm');
    expect(screen.getByRole('heading', { name: 'Describe Sensations' })).toBeInTheDocument();

    chooseLanguage('es');
    expect(await screen.findByRole('heading', { name: 'Describe las sensaciones' })).toBeInTheDocument();
    expect(screen.getByText('Paso 2/5')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tu respuesta' })).toHaveValue('Warm');
  });
});
