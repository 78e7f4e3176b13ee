import { RULE_CHOICES, STEP_KEYS } from '@clearwell/shared/constants';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createSignedInPatient, signInBrowser, type SignedInPatient } from '../support/patient';

/**
 * The whole guided session in Spanish and in German, started from the browser's own language:
 * the steps' titles, the buttons and the rules all follow it (docs/api.md, Languages).
 */
type Language = 'es' | 'de';

interface Step {
  key: string;
  title: string;
  type: string[];
}

const WORDS = {
  es: {
    next: 'Siguiente',
    finish: 'Terminar',
    answer: 'Tu respuesta',
    step: 'Paso',
    anotherRound: 'Otra ronda',
    feedback: 'Tu opinión',
  },
  de: {
    next: 'Weiter',
    finish: 'Abschließen',
    answer: 'Deine Antwort',
    step: 'Schritt',
    anotherRound: 'Noch eine Runde',
    feedback: 'Deine Rückmeldung',
  },
} as const;

async function read<T>(request: APIRequestContext, patient: SignedInPatient, path: string): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${patient.token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as T;
}

async function startIn(lang: Language, page: Page, request: APIRequestContext) {
  const patient = await createSignedInPatient(request);
  const steps = await read<Step[]>(request, patient, `/api/session-steps?lang=${lang}`);
  const experiences = await read<{ title: string }[]>(request, patient, `/api/experiences?lang=${lang}`);
  const english = await read<Step[]>(request, patient, '/api/session-steps?lang=en');
  // The seeded session is translated: no title is the English one.
  expect(steps.map((s) => s.title)).not.toContain(english.find((s) => s.key === STEP_KEYS.sensationState)!.title);
  await signInBrowser(page, patient);
  await page.goto('/begin-session');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByText(`${WORDS[lang].step} 1/${steps.length}`)).toBeVisible();
  return { patient, steps, experiences };
}

const heading = (page: Page, title: string) =>
  expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
const next = (page: Page, lang: Language) => page.getByRole('button', { name: WORDS[lang].next, exact: true }).click();

/** Answers each step in order, from `from`, until the step with key `until` shows. */
async function answerUntil(page: Page, lang: Language, steps: Step[], from: number, until: string, experience: string) {
  for (const step of steps.slice(from)) {
    await heading(page, step.title);
    if (step.key === until) return;
    if (step.type.includes('options')) await page.getByRole('radio', { name: experience }).check();
    else if (step.type.includes('slider')) await page.getByRole('slider').fill('7');
    else if (step.type.includes('text'))
      await page.getByRole('textbox', { name: WORDS[lang].answer }).fill(`${step.title}: ${lang}`);
    await next(page, lang);
  }
}

async function finish(page: Page, lang: Language, feelNow: Step) {
  await heading(page, feelNow.title);
  await page.getByRole('slider').fill('2');
  await page.getByRole('button', { name: WORDS[lang].finish }).click();
  await heading(page, WORDS[lang].feedback);
}

test('a Spanish browser runs the session in Spanish: "Ya no está" goes straight to the last rating', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  const { patient, steps, experiences } = await startIn('es', page, request);
  const byKey = (key: string) => steps.find((s) => s.key === key)!;

  await answerUntil(page, 'es', steps, 0, STEP_KEYS.sensationState, experiences[0]!.title);
  await page.getByRole('radio', { name: RULE_CHOICES.sensation.es.gone }).check();
  await next(page, 'es');
  await finish(page, 'es', byKey(STEP_KEYS.feelNow));

  const [day] = await read<{ sessions: { experience: string; intensity_responses: { response: number }[] }[] }[]>(
    request,
    patient,
    '/api/journal',
  );
  expect(day!.sessions[0]!.experience).toBe(experiences[0]!.title);
  expect(day!.sessions[0]!.intensity_responses.map((r) => r.response)).toEqual([7, 2]);
  await page.goto('/journal');
  await expect(page.getByTestId('journal-entry')).toContainText('7 → 2');
  await context.close();
});

test('a German browser runs the session in German: "Es hat sich nicht verändert" offers another round', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  const { steps, experiences } = await startIn('de', page, request);
  const indexOf = (key: string) => steps.findIndex((s) => s.key === key);

  await answerUntil(page, 'de', steps, 0, STEP_KEYS.sensationState, experiences[1]!.title);
  await page.getByRole('radio', { name: RULE_CHOICES.sensation.de.unchanged }).check();
  await next(page, 'de');
  await page.getByRole('dialog').getByRole('button', { name: WORDS.de.anotherRound }).click();
  await heading(page, steps[indexOf(STEP_KEYS.describeSensations)]!.title);
  await expect(page.getByRole('textbox', { name: WORDS.de.answer })).toHaveValue('');
  await answerUntil(page, 'de', steps, indexOf(STEP_KEYS.describeSensations), STEP_KEYS.sensationState, '');
  await page.getByRole('radio', { name: RULE_CHOICES.sensation.de.gone }).check();
  await next(page, 'de');
  await finish(page, 'de', steps[indexOf(STEP_KEYS.feelNow)]!);
  await context.close();
});
