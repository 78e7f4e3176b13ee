import type { MediaFile, StepType } from '@clearwell/shared';
import { SLIDER_DEFAULTS, STEP_FORM_MESSAGES } from '@clearwell/shared/constants';
import type { FieldError, FieldErrors, Validator } from '../../../lib/form-rules';
import { TRANSLATED_LANGUAGES, type AdminStep } from '../api/admin-step';
import { ruleChoicesError, ruleChoicesOf, type RuleChoices } from './rule-choices';
import {
  emptyTranslations,
  optionsHalfDone,
  translationsToSend,
  translationValuesOf,
  type EnglishTexts,
  type TranslationsValues,
} from './step-translations';

/** A language whose choices are only partly translated (the server takes all of them, or none). */
export const TRANSLATION_OPTIONS_MESSAGE = 'Translate every option, or leave them all empty';

export const TYPE_CHOICES: { value: StepType; label: string }[] = [
  { value: 'text', label: 'Text' },
  { value: 'radio', label: 'Radio' },
  { value: 'slider', label: 'Slider' },
  { value: 'image', label: 'Image' },
  { value: 'options', label: 'Options' },
];

/** The admin step edit form (spec section 3): existing media by URL and name, new media as files. */
export interface StepFormValues {
  title: string;
  description: string;
  text_content: string;
  types: StepType[];
  radioTitle: string;
  options: { value: string }[];
  sliderTitle: string;
  sliderMin: string;
  sliderMax: string;
  existingImages: MediaFile[];
  existingVideo: MediaFile | null;
  existingAudio: MediaFile | null;
  newImages: File[];
  newVideo: File | null;
  newAudio: File | null;
  /** The patient's texts in Spanish and German; empty fields are shown in English. */
  translations: TranslationsValues;
  /** On Sensation State and Process Again: their choices as loaded, which must keep their places. Never sent. */
  ruleChoices: RuleChoices | null;
}

export function emptyStepValues(): StepFormValues {
  return {
    title: '',
    description: '',
    text_content: '',
    types: ['text'],
    radioTitle: '',
    options: [],
    sliderTitle: '',
    sliderMin: String(SLIDER_DEFAULTS.min),
    sliderMax: String(SLIDER_DEFAULTS.max),
    existingImages: [],
    existingVideo: null,
    existingAudio: null,
    newImages: [],
    newVideo: null,
    newAudio: null,
    translations: emptyTranslations(),
    ruleChoices: null,
  };
}

export function valuesFromStep(step: AdminStep): StepFormValues {
  const englishOptions = step.options?.radio_options ?? [];
  return {
    ...emptyStepValues(),
    title: step.title,
    description: step.description ?? '',
    text_content: step.text_content ?? '',
    types: step.type.length ? [...step.type] : ['text'],
    radioTitle: step.options?.radio_title ?? '',
    options: (step.options?.radio_options ?? []).map((value) => ({ value })),
    sliderTitle: step.options?.slider_title ?? '',
    sliderMin: String(step.options?.slider_config?.min ?? SLIDER_DEFAULTS.min),
    sliderMax: String(step.options?.slider_config?.max ?? SLIDER_DEFAULTS.max),
    existingImages: step.media?.image ?? [],
    existingVideo: step.media?.video ?? null,
    existingAudio: step.media?.audio ?? null,
    translations: {
      es: translationValuesOf(step.translations?.es, englishOptions),
      de: translationValuesOf(step.translations?.de, englishOptions),
    },
    ruleChoices: ruleChoicesOf(step),
  };
}

/** The English side of the form, as a translation is measured against it. */
export function englishOf(values: StepFormValues): EnglishTexts {
  return {
    types: values.types,
    title: values.title,
    description: values.description,
    text_content: values.text_content,
    radioTitle: values.radioTitle,
    options: values.options.map((o) => o.value),
    sliderTitle: values.sliderTitle,
  };
}

/** The languages whose choices are only partly translated. */
export function halfTranslatedOptions(values: StepFormValues) {
  const english = englishOf(values);
  return TRANSLATED_LANGUAGES.filter((l) => values.translations && optionsHalfDone(english, values.translations[l]));
}

/** Slider bounds are whole numbers; anything unreadable counts as 0. */
export function intOrZero(value: string): number {
  const n = Number.parseInt(value, 10);
  return Number.isNaN(n) ? 0 : n;
}

/** An empty bound counts as 0; anything else must be written as a whole number. */
export function isWholeNumber(value: string): boolean {
  return /^\s*(-?\d+)?\s*$/.test(value);
}

/** The options a patient will see: blank rows are left out. */
export function radioOptionsOf(values: StepFormValues): string[] {
  return values.options.map((o) => o.value.trim()).filter(Boolean);
}

/** The form's problems as the server words and codes them (its detail on the same field). */
const PROBLEMS = {
  title: { message: 'Title is required', detail: { field: 'title', code: 'required' } },
  text: { message: 'Text content is required', detail: { field: 'text_content', code: 'required' } },
  radio: { message: STEP_FORM_MESSAGES.radioOptions, detail: { field: 'radio_options', code: 'required' } },
  sliderWhole: { message: STEP_FORM_MESSAGES.sliderWhole, detail: { field: 'slider_config', code: 'invalid_type' } },
  sliderOrder: { message: STEP_FORM_MESSAGES.sliderOrder, detail: { field: 'slider_config', code: 'invalid_range' } },
} satisfies Record<string, FieldError>;

/** Why a radio question could not be answered by a patient, or null when it can. */
export function radioProblem(values: Pick<StepFormValues, 'types' | 'options'>): FieldError | null {
  if (!values.types.includes('radio')) return null;
  return values.options.some((o) => o.value.trim()) ? null : PROBLEMS.radio;
}

/** Why the slider settings would be refused, or null when they are fine. */
export function sliderProblem(values: Pick<StepFormValues, 'types' | 'sliderMin' | 'sliderMax'>): FieldError | null {
  if (!values.types.includes('slider')) return null;
  if (!isWholeNumber(values.sliderMin) || !isWholeNumber(values.sliderMax)) return PROBLEMS.sliderWhole;
  return intOrZero(values.sliderMin) < intOrZero(values.sliderMax) ? null : PROBLEMS.sliderOrder;
}

/**
 * The form's rules: a title and text, options a patient can choose from (the rule-bearing ones
 * in their places), and slider bounds the server accepts. A bad minimum is reported on its own field; the maximum only for what it adds.
 */
export const validateStep: Validator<StepFormValues> = (values) => {
  const errors: FieldErrors<StepFormValues> = {};
  const problem = (key: keyof StepFormValues, found: FieldError | string | null) => {
    if (found) errors[key] = typeof found === 'string' ? { message: found } : found;
  };
  problem('title', values.title.trim() ? null : PROBLEMS.title);
  problem('text_content', values.text_content.trim() ? null : PROBLEMS.text);
  problem(
    'options',
    radioProblem(values) ?? ruleChoicesError(values.ruleChoices ?? null, englishOf(values), values.translations),
  );
  problem('translations', halfTranslatedOptions(values).length ? TRANSLATION_OPTIONS_MESSAGE : null);
  if (values.types.includes('slider')) {
    problem('sliderMin', isWholeNumber(values.sliderMin) ? null : PROBLEMS.sliderWhole);
    if (isWholeNumber(values.sliderMin)) problem('sliderMax', sliderProblem(values));
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values, errors };
};

/**
 * The multipart body the API takes. The radio title and options go with a radio type (blank
 * option rows left out); slider settings only with a slider type; on update the kept media
 * are named by URL.
 */
export function toStepFormData(values: StepFormValues, mode: 'create' | 'update'): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  form.append('description', values.description.trim());
  form.append('text_content', values.text_content.trim());
  for (const type of values.types) form.append('type', type);
  const radioOptions = radioOptionsOf(values);
  if (values.types.includes('radio')) {
    form.append('radio_title', values.radioTitle.trim());
    for (const option of radioOptions) form.append('radio_options', option);
  }
  if (values.types.includes('slider')) {
    form.append('slider_title', values.sliderTitle.trim());
    form.append(
      'slider_config',
      JSON.stringify({ min: intOrZero(values.sliderMin), max: intOrZero(values.sliderMax) }),
    );
  }
  if (mode === 'update') {
    for (const image of values.existingImages) form.append('existing_images', image.file);
    if (values.existingVideo) form.append('existing_video', values.existingVideo.file);
    if (values.existingAudio) form.append('existing_audio', values.existingAudio.file);
  }
  for (const file of values.newImages) form.append('images', file, file.name);
  if (values.newVideo) form.append('video', values.newVideo, values.newVideo.name);
  if (values.newAudio) form.append('audio', values.newAudio, values.newAudio.name);
  // Sent whole on every update, so a translation emptied here is emptied on the server too.
  const translations = values.translations ? translationsToSend(englishOf(values), values.translations) : {};
  if (mode === 'update' || Object.keys(translations).length) form.append('translations', JSON.stringify(translations));
  return form;
}
