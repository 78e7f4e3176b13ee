import {
  STEP_TRANSLATED_TEXTS,
  TRANSLATED_LANGUAGES,
  type ErrorDetail,
  type StepTranslation,
  type StepTranslations,
  type StepType,
} from '@clearwell/shared';

/** Longest texts a translation may hold, as for the English fields (step-form-fields.ts). */
const MAX: Record<(typeof STEP_TRANSLATED_TEXTS)[number], number> = {
  title: 200,
  description: 2000,
  text_content: 20_000,
  radio_title: 300,
  slider_title: 300,
};
const OPTION_MAX = 200;
const FIELD = 'translations';
const FIELDS = [...STEP_TRANSLATED_TEXTS, 'radio_options'];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The `translations` form field: a JSON object `{es?: {...}, de?: {...}}` whose languages hold
 * any of title, description, text_content, radio_title, radio_options, slider_title. Texts are
 * trimmed and an empty one means "no translation" (dropped, as are blank choices); what the
 * English step does not ask (choices on a step without radio, a slider title without a slider)
 * is dropped like its English field. The English form rules do not apply, except that a
 * translated list of choices has as many as the English one. Problems go to `issues` as one
 * entry on the field `translations`; `undefined` when the field was not sent.
 */
export function parseTranslations(
  raw: string | undefined,
  step: { types: StepType[]; radioOptions: string[] },
  issues: ErrorDetail[],
): StepTranslations | undefined {
  const found: ErrorDetail[] = [];
  const translations = parse(raw, step, found);
  if (found.length)
    issues.push({ field: FIELD, code: found[0]!.code, message: found.map((i) => i.message).join('; ') });
  return translations;
}

function parse(
  raw: string | undefined,
  step: { types: StepType[]; radioOptions: string[] },
  issues: ErrorDetail[],
): StepTranslations | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    issues.push({
      field: FIELD,
      code: 'invalid_format',
      message: 'translations must be JSON like {"es": {"title": "…"}, "de": {…}}',
    });
    return undefined;
  }
  if (!isRecord(parsed)) {
    issues.push({
      field: FIELD,
      code: 'invalid_type',
      message: 'translations must be an object of languages, e.g. {"es": {…}}',
    });
    return undefined;
  }
  const translations: StepTranslations = {};
  for (const [language, value] of Object.entries(parsed)) {
    if (!(TRANSLATED_LANGUAGES as readonly string[]).includes(language)) {
      issues.push({
        field: FIELD,
        code: 'not_allowed',
        message: `translations.${language}: use ${TRANSLATED_LANGUAGES.join(' or ')}`,
      });
      continue;
    }
    const translation = parseOne(`translations.${language}`, value, step, issues);
    if (translation && Object.keys(translation).length)
      translations[language as (typeof TRANSLATED_LANGUAGES)[number]] = translation;
  }
  return translations;
}

function parseOne(
  path: string,
  value: unknown,
  step: { types: StepType[]; radioOptions: string[] },
  issues: ErrorDetail[],
): StepTranslation | undefined {
  if (value === null) return undefined;
  if (!isRecord(value)) {
    issues.push({ field: FIELD, code: 'invalid_type', message: `${path} must be an object of texts` });
    return undefined;
  }
  const unknown = Object.keys(value).filter((f) => !FIELDS.includes(f));
  if (unknown.length)
    issues.push({
      field: FIELD,
      code: 'not_allowed',
      message: `${path}: unknown ${unknown.join(', ')}; use ${FIELDS.join(', ')}`,
    });
  const kept: StepTranslation = {};
  for (const field of STEP_TRANSLATED_TEXTS) {
    const text = value[field];
    if (text === undefined || text === null) continue;
    if (typeof text !== 'string') {
      issues.push({ field: FIELD, code: 'invalid_type', message: `${path}.${field} must be text` });
      continue;
    }
    if (text.trim().length > MAX[field])
      issues.push({
        field: FIELD,
        code: 'too_long',
        max: MAX[field],
        message: `${path}.${field}: use at most ${MAX[field]} characters`,
      });
    if (text.trim()) kept[field] = text.trim();
  }
  const options = choices(`${path}.radio_options`, value.radio_options, issues);
  if (options?.length) {
    if (step.types.includes('radio') && options.length !== step.radioOptions.length)
      issues.push({
        field: FIELD,
        code: 'invalid_value',
        message: `${path}.radio_options: give all ${step.radioOptions.length} choices, in the order of the English ones`,
      });
    kept.radio_options = options;
  }
  // What only a radio or slider step asks, as for the English fields.
  if (!step.types.includes('radio')) {
    delete kept.radio_title;
    delete kept.radio_options;
  }
  if (!step.types.includes('slider')) delete kept.slider_title;
  return kept;
}

function choices(path: string, value: unknown, issues: ErrorDetail[]): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every((o) => typeof o === 'string')) {
    issues.push({ field: FIELD, code: 'invalid_type', message: `${path} must be a list of texts` });
    return undefined;
  }
  const kept = value.map((o: string) => o.trim()).filter(Boolean);
  if (kept.some((o) => o.length > OPTION_MAX))
    issues.push({
      field: FIELD,
      code: 'too_long',
      max: OPTION_MAX,
      message: `${path}: use at most ${OPTION_MAX} characters per choice`,
    });
  return kept;
}
