import {
  SLIDER_DEFAULTS,
  STEP_FORM_MESSAGES,
  STEP_TYPES,
  type ErrorDetail,
  type StepTranslations,
  type StepType,
} from '@clearwell/shared';
import { AppError } from '../../lib/app-error.js';
import { parseTranslations } from './step-translations.js';

export interface StepFields {
  title: string;
  description: string;
  textContent: string;
  types: StepType[];
  radioTitle: string;
  radioOptions: string[];
  sliderTitle: string;
  sliderMin: number;
  sliderMax: number;
  /** URLs (or keys) of media to keep on update; `undefined` means the field was not sent. */
  existingImages: string[];
  existingVideo: string | null;
  existingAudio: string | null;
  /** The texts in the other languages (step-translations.ts); `undefined` when the field was not sent. */
  translations: StepTranslations | undefined;
}

const MAX = { title: 200, description: 2000, textContent: 20_000, option: 200, options: 30, optionTitle: 300 };

/**
 * A list-valued multipart field: repeated parts, or one part holding a JSON array string.
 * `type` also accepts one comma-separated value, as simple HTML forms send it.
 */
function listOf(name: string, values: string[] | undefined, issues: ErrorDetail[], splitCommas = false): string[] {
  if (!values?.length) return [];
  if (values.length === 1) {
    const only = values[0]!.trim();
    if (only.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(only);
        if (Array.isArray(parsed) && parsed.every((v) => typeof v === 'string'))
          return parsed.map((v) => v.trim()).filter(Boolean);
      } catch {
        // reported below
      }
      issues.push({ field: name, code: 'invalid_type', message: `${name} must be a list of texts` });
      return [];
    }
    if (splitCommas)
      return only
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
  }
  return values.map((v) => v.trim()).filter(Boolean);
}

/** A slider bound: a number or a numeric text; absent takes the default; anything else is NaN (refused). */
function bound(value: unknown, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

function sliderConfig(raw: string | undefined, issues: ErrorDetail[]): { min: number; max: number } {
  if (raw === undefined || raw.trim() === '') return { ...SLIDER_DEFAULTS };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    issues.push({
      field: 'slider_config',
      code: 'invalid_format',
      message: 'slider_config must be JSON like {"min": 0, "max": 10}',
    });
    return { ...SLIDER_DEFAULTS };
  }
  const obj = (parsed ?? {}) as { min?: unknown; max?: unknown };
  const min = bound(obj.min, SLIDER_DEFAULTS.min);
  const max = bound(obj.max, SLIDER_DEFAULTS.max);
  if (
    typeof parsed !== 'object' ||
    Array.isArray(parsed) ||
    !Number.isInteger(min) ||
    !Number.isInteger(max) ||
    Math.abs(min) > 1e6 ||
    Math.abs(max) > 1e6
  ) {
    issues.push({ field: 'slider_config', code: 'invalid_type', message: STEP_FORM_MESSAGES.sliderWhole });
    return { ...SLIDER_DEFAULTS };
  }
  if (min >= max)
    issues.push({ field: 'slider_config', code: 'invalid_range', message: STEP_FORM_MESSAGES.sliderOrder });
  return { min, max };
}

function text(fields: Map<string, string[]>, name: string): string {
  return (fields.get(name)?.at(-1) ?? '').trim();
}

/** Turns the collected text parts into a validated step, or throws 400 with one detail per bad field. */
export function parseStepFields(fields: Map<string, string[]>): StepFields {
  const issues: ErrorDetail[] = [];
  const title = text(fields, 'title');
  const textContent = text(fields, 'text_content') || text(fields, 'text') || text(fields, 'content');
  const description = text(fields, 'description');
  if (!title) issues.push({ field: 'title', code: 'required', message: 'Title is required' });
  else if (title.length > MAX.title)
    issues.push({
      field: 'title',
      code: 'too_long',
      max: MAX.title,
      message: `Use at most ${MAX.title} characters for the title`,
    });
  if (!textContent) issues.push({ field: 'text_content', code: 'required', message: 'Text content is required' });
  else if (textContent.length > MAX.textContent)
    issues.push({
      field: 'text_content',
      code: 'too_long',
      max: MAX.textContent,
      message: `Use at most ${MAX.textContent} characters for the text content`,
    });
  if (description.length > MAX.description)
    issues.push({
      field: 'description',
      code: 'too_long',
      max: MAX.description,
      message: `Use at most ${MAX.description} characters for the description`,
    });

  const rawTypes = listOf('type', fields.get('type') ?? fields.get('type[]'), issues, true);
  const unknown = rawTypes.filter((t) => !(STEP_TYPES as readonly string[]).includes(t));
  if (unknown.length)
    issues.push({
      field: 'type',
      code: 'invalid_value',
      message: `Unknown step type: ${unknown.join(', ')}. Use ${STEP_TYPES.join(', ')}`,
    });
  const types = [...new Set(rawTypes.filter((t): t is StepType => (STEP_TYPES as readonly string[]).includes(t)))];
  if (!rawTypes.length) issues.push({ field: 'type', code: 'required', message: 'Select at least one question type' });

  const radioOptions = listOf('radio_options', fields.get('radio_options') ?? fields.get('radio_options[]'), issues);
  if (radioOptions.length > MAX.options || radioOptions.some((o) => o.length > MAX.option)) {
    issues.push({
      field: 'radio_options',
      code: 'too_many',
      message: `Use at most ${MAX.options} options of ${MAX.option} characters each`,
    });
  }
  // A radio step without a choice to pick would stop every patient on it.
  if (types.includes('radio') && !radioOptions.length && !issues.some((i) => i.field === 'radio_options')) {
    issues.push({ field: 'radio_options', code: 'required', message: STEP_FORM_MESSAGES.radioOptions });
  }
  const radioTitle = text(fields, 'radio_title');
  const sliderTitle = text(fields, 'slider_title');
  for (const [name, value] of [
    ['radio_title', radioTitle],
    ['slider_title', sliderTitle],
  ] as const) {
    if (value.length > MAX.optionTitle)
      issues.push({
        field: name,
        code: 'too_long',
        max: MAX.optionTitle,
        message: `Use at most ${MAX.optionTitle} characters`,
      });
  }
  // Slider settings only matter (and are only checked) on a slider step.
  const slider = types.includes('slider')
    ? sliderConfig(fields.get('slider_config')?.at(-1), issues)
    : { ...SLIDER_DEFAULTS };

  const translations = parseTranslations(
    fields.get('translations')?.at(-1),
    { types, radioOptions: types.includes('radio') ? radioOptions : [] },
    issues,
  );

  if (issues.length) throw new AppError('VALIDATION_ERROR', issues[0]!.message, issues);
  return {
    title,
    description,
    textContent,
    types,
    // Radio options only mean something on a radio step; slider settings only on a slider step.
    radioTitle: types.includes('radio') ? radioTitle : '',
    radioOptions: types.includes('radio') ? radioOptions : [],
    sliderTitle: types.includes('slider') ? sliderTitle : '',
    sliderMin: types.includes('slider') ? slider.min : SLIDER_DEFAULTS.min,
    sliderMax: types.includes('slider') ? slider.max : SLIDER_DEFAULTS.max,
    existingImages: listOf('existing_images', fields.get('existing_images') ?? fields.get('existing_images[]'), []),
    existingVideo: text(fields, 'existing_video') || null,
    existingAudio: text(fields, 'existing_audio') || null,
    translations,
  };
}
