import type { ExperienceTranslations, StepTranslations } from '@clearwell/shared';
import type { SeedLanguage } from './content-text.js';
import { GERMAN } from './content-text.de.js';
import { SPANISH } from './content-text.es.js';

const LANGUAGES: Record<'es' | 'de', SeedLanguage> = { es: SPANISH, de: GERMAN };

/** The seeded step's texts in every other language, by the step's key. */
export function seedStepTranslations(key: string): StepTranslations {
  const translations: StepTranslations = {};
  for (const [language, texts] of Object.entries(LANGUAGES) as ['es' | 'de', SeedLanguage][]) {
    const step = texts.steps[key];
    if (step) translations[language] = step;
  }
  return translations;
}

/** The seeded experience's title in every other language, by its icon. */
export function seedExperienceTranslations(icon: keyof SeedLanguage['experiences']): ExperienceTranslations {
  return { es: { title: SPANISH.experiences[icon] }, de: { title: GERMAN.experiences[icon] } };
}
