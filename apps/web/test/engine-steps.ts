import type { StepType } from '@clearwell/shared';
import { RULE_CHOICES, STEP_KEYS, STEP_TITLES, type Language } from '@clearwell/shared/constants';
import type { EngineStep } from '../src/features/session/engine/answers';

/** Builds engine steps for tests: `['Title', ['radio'], ['A', 'B']]`; the rule steps get their key from their English title. */
export function makeSteps(specs: [string, StepType[], string[]?][]): EngineStep[] {
  return specs.map(([title, type, radio = []], i) => ({
    id: `s${i + 1}`,
    key: keyOf(title),
    title,
    type,
    order: i + 1,
    options: { radio_options: radio, slider_config: { min: 0, max: 10 } },
  }));
}

function keyOf(title: string): string {
  const rule = Object.entries(STEP_TITLES).find(([, t]) => t === title)?.[0];
  return rule ? STEP_KEYS[rule as keyof typeof STEP_KEYS] : title.toLowerCase().replace(/\W+/g, '_');
}

/** Steps as kept on a device before steps had keys: only their English titles name them. */
export const withoutKeys = (steps: EngineStep[]) => steps.map(({ key: _key, ...step }) => step);

/** The seeded titles in Spanish and German, as the server answers `?lang=es|de`. */
const TITLES: Record<Exclude<Language, 'en'>, Record<string, string>> = {
  es: {
    'Choose Experience': 'Elige la experiencia',
    'Rate the Intensity': 'Valora la intensidad',
    'Focus and Feel It': 'Céntrate y siéntelo',
    'Describe Sensations': 'Describe las sensaciones',
    'Experience It Fully': 'Vívelo por completo',
    'Sensation State': 'Estado de la sensación',
    Message: 'Mensaje',
    'Process Again': 'Procesar de nuevo',
    'Feel Now': 'Siente ahora',
  },
  de: {
    'Choose Experience': 'Erfahrung wählen',
    'Rate the Intensity': 'Stärke einschätzen',
    'Focus and Feel It': 'Hinspüren',
    'Describe Sensations': 'Empfindungen beschreiben',
    'Experience It Fully': 'Ganz erleben',
    'Sensation State': 'Wie ist es jetzt?',
    Message: 'Botschaft',
    'Process Again': 'Noch einmal',
    'Feel Now': 'Jetzt spüren',
  },
};

/** What a patient picks, in a language: `say('es').gone` is 'Ya no está'. */
export const say = (lang: Language) => ({ ...RULE_CHOICES.sensation[lang], ...RULE_CHOICES.processAgain[lang] });

/** The same steps as the server gives them in another language: same ids and keys, titles and the rule-bearing choices translated. */
export function inLanguage(steps: EngineStep[], lang: Language): EngineStep[] {
  if (lang === 'en') return steps;
  const english = [...Object.values(RULE_CHOICES.sensation.en), ...Object.values(RULE_CHOICES.processAgain.en)];
  const translated = [
    ...Object.values(RULE_CHOICES.sensation[lang]),
    ...Object.values(RULE_CHOICES.processAgain[lang]),
  ];
  return steps.map((step) => ({
    ...step,
    title: TITLES[lang][step.title] ?? step.title,
    options: {
      ...step.options,
      radio_options: step.options.radio_options.map((o) => translated[english.indexOf(o as never)] ?? o),
    },
  }));
}

const SENSATION = Object.values(RULE_CHOICES.sensation.en);
const YES_NO = Object.values(RULE_CHOICES.processAgain.en);

/** The seeded order: Feel Now is the last step. */
export const seededOrder = (lang: Language = 'en') =>
  inLanguage(
    makeSteps([
      ['Choose Experience', ['options']],
      ['Rate the Intensity', ['slider']],
      ['Focus and Feel It', ['text']],
      ['Describe Sensations', ['text']],
      ['Experience It Fully', ['text']],
      ['Sensation State', ['radio'], SENSATION],
      ['Message', ['text']],
      ['Process Again', ['radio'], YES_NO],
      ['Feel Now', ['slider']],
    ]),
    lang,
  );

/** Feel Now in the middle, a reading step and a closing step after Process Again. */
export const middleFeelNowOrder = (lang: Language = 'en') =>
  inLanguage(
    makeSteps([
      ['Welcome', []],
      ['Describe Sensations', ['text']],
      ['Picture', ['image']],
      ['Sensation State', ['radio'], SENSATION],
      ['Feel Now', ['radio', 'slider'], ['Lighter', 'Same']],
      ['Message', ['radio', 'text'], ['Option 1', 'Option 2']],
      ['Process Again', ['radio'], YES_NO],
      ['Closing', ['text']],
    ]),
    lang,
  );

/** No special titles at all: a plain linear questionnaire. */
export const plainOrder = () =>
  makeSteps([
    ['One', ['text']],
    ['Two', ['slider']],
    ['Three', ['radio'], ['A', 'B']],
  ]);
