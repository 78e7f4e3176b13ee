import type { StepType } from '@clearwell/shared';
import { TRANSLATED_LANGUAGES, type StepTranslation, type TranslatedLanguage } from '../api/admin-step';

/** The texts a patient reads, as the step form edits them in one other language. */
export interface TranslationValues {
  title: string;
  description: string;
  text_content: string;
  radioTitle: string;
  /** One per English option row, in the same order (blank rows included, as the form shows them). */
  options: string[];
  sliderTitle: string;
}

export type TranslationsValues = Record<TranslatedLanguage, TranslationValues>;

/** A step's English texts, enough to tell what a translation needs. */
export interface EnglishTexts {
  types: StepType[];
  title: string;
  description: string;
  text_content: string;
  radioTitle: string;
  /** Every English option row; blank rows are not sent, so they need no translation. */
  options: string[];
  sliderTitle: string;
}

/** What a translation may hold; the choices count as one text (all of them, or none). */
export const TRANSLATED_FIELDS = [
  'title',
  'description',
  'text_content',
  'radioTitle',
  'options',
  'sliderTitle',
] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

export const emptyTranslation = (rows = 0): TranslationValues => ({
  title: '',
  description: '',
  text_content: '',
  radioTitle: '',
  options: Array.from({ length: rows }, () => ''),
  sliderTitle: '',
});

export const emptyTranslations = (rows = 0): TranslationsValues => ({
  es: emptyTranslation(rows),
  de: emptyTranslation(rows),
});

const filled = (text: string | undefined) => Boolean(text?.trim());

/** The indexes of the English option rows a patient will see (blank rows are left out). */
const keptRows = (english: EnglishTexts) => english.options.flatMap((o, i) => (o.trim() ? [i] : []));

/** The texts this step has in English, so a translation of each is wanted. */
export function wantedFields(english: EnglishTexts): TranslatedField[] {
  const radio = english.types.includes('radio');
  const slider = english.types.includes('slider');
  return TRANSLATED_FIELDS.filter((field) => {
    switch (field) {
      case 'title':
      case 'text_content':
        return true;
      case 'description':
        return filled(english.description);
      case 'radioTitle':
        return radio && filled(english.radioTitle);
      case 'options':
        return radio && keptRows(english).length > 0;
      case 'sliderTitle':
        return slider && filled(english.sliderTitle);
    }
  });
}

function isTranslated(field: TranslatedField, english: EnglishTexts, t: TranslationValues): boolean {
  if (field === 'options') return keptRows(english).every((i) => filled(t.options[i]));
  return filled(t[field]);
}

/** Some choices translated and others not: the server takes all of them or none. */
export function optionsHalfDone(english: EnglishTexts, t: TranslationValues): boolean {
  if (!english.types.includes('radio')) return false;
  const rows = keptRows(english).map((i) => filled(t.options[i]));
  return rows.some(Boolean) && !rows.every(Boolean);
}

export type TranslationState = 'complete' | 'partial' | 'missing';

/** How far a language is: how many of the step's texts still lack a translation. */
export function translationStatus(
  english: EnglishTexts,
  t: TranslationValues | undefined,
): { state: TranslationState; missing: number; total: number } {
  const wanted = wantedFields(english);
  const missing = t ? wanted.filter((field) => !isTranslated(field, english, t)).length : wanted.length;
  const state = missing === 0 ? 'complete' : missing === wanted.length ? 'missing' : 'partial';
  return { state, missing, total: wanted.length };
}

/** The wire's translation of one language, as the form edits it (choices aligned to the English rows). */
export function translationValuesOf(t: StepTranslation | undefined, englishOptions: string[]): TranslationValues {
  const options = englishOptions.map((_, i) => t?.radio_options?.[i] ?? '');
  return {
    title: t?.title ?? '',
    description: t?.description ?? '',
    text_content: t?.text_content ?? '',
    radioTitle: t?.radio_title ?? '',
    options,
    sliderTitle: t?.slider_title ?? '',
  };
}

/**
 * What is sent for one language: only the texts the English step has, trimmed, empty ones left
 * out; the choices only when every choice a patient sees is translated (one per English option).
 */
export function translationToSend(english: EnglishTexts, t: TranslationValues): StepTranslation {
  const wanted = new Set(wantedFields(english));
  const out: StepTranslation = {};
  const put = (field: Exclude<keyof StepTranslation, 'radio_options'>, value: string, from: TranslatedField) => {
    if (wanted.has(from) && value.trim()) out[field] = value.trim();
  };
  put('title', t.title, 'title');
  put('description', t.description, 'description');
  put('text_content', t.text_content, 'text_content');
  put('radio_title', t.radioTitle, 'radioTitle');
  put('slider_title', t.sliderTitle, 'sliderTitle');
  if (wanted.has('options') && isTranslated('options', english, t))
    out.radio_options = keptRows(english).map((i) => t.options[i]!.trim());
  return out;
}

/** Every language's translation to send; a language with nothing translated is left out. */
export function translationsToSend(english: EnglishTexts, values: TranslationsValues) {
  const out: Partial<Record<TranslatedLanguage, StepTranslation>> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const one = translationToSend(english, values[language]);
    if (Object.keys(one).length) out[language] = one;
  }
  return out;
}
