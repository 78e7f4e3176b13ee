import type { DetailCode, ErrorCode, ErrorDetail } from '@clearwell/shared';
import { SAFETY_FORM_MESSAGES, STEP_FORM_MESSAGES } from '@clearwell/shared/constants';
import { ApiError, errorMessage } from '../../lib/api-client';
import { i18n, language, params, useLanguage, useMessages } from '../../lib/i18n';

/*
 * The back-office's shared words in one module (so one chunk every admin screen shares): paging
 * and the usual buttons, the date pickers' words, and what the server's refusals mean.
 */

/** Words every back-office screen uses: paging, the usual buttons, loading. */
export const commonMessages = i18n('admin-components/common', {
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pagination',
  pageOf: params('Page {page} of {pages} ({total} total)'),
  cancel: 'Cancel',
  tryAgain: 'Try again',
  remove: 'Remove',
  edit: 'Edit',
  delete: 'Delete',
  from: 'From',
  to: 'To',
  clear: 'Clear',
  loading: 'Loading…',
  none: '—',
});

export const DATE_INPUT_NOT_VALID = 'Date input not valid.';

/** The date pickers' words (DateRangeFields takes them as props, with the language in use). */
export const dateRangeMessages = i18n('admin-components/date-range', {
  notValid: DATE_INPUT_NOT_VALID,
  placeholder: 'MM/dd/yyyy',
  calendar: 'Choose Date',
  previousMonth: 'Previous Month',
  nextMonth: 'Next Month',
  chooseDay: 'Choose',
  dayNotAvailable: 'Not available',
  month: 'Month',
});

export type DateRangeTexts = ReturnType<typeof dateRangeMessages.get>;

/** What DateRangeFields needs from the language in use: `<DateRangeFields {...useDateRangeTexts()} …/>`. */
export function useDateRangeTexts() {
  return { texts: useMessages(dateRangeMessages), language: useLanguage() };
}

/**
 * What a refusal from the server means, by its code. The server writes its messages in English
 * only, so another language gets the sentence for the code; a code without one gets the screen's
 * own fallback. In English the server's own words stay, as they always were: they are the most
 * precise (which file, which field).
 */
export const serverErrorMessages = i18n('admin-components/server-errors', {
  INVALID_CREDENTIALS: 'Invalid email or password',
  INVALID_TOKEN: 'This password reset link is invalid or has expired. Please request a new one.',
  UNAUTHORIZED: 'Your session has expired. Please sign in again.',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'This was not found. It may have been deleted; reload the page and try again.',
  CONFLICT: 'This was changed at the same time by someone else. Reload the page and try again.',
  VALIDATION_ERROR: 'Some of what was entered is not accepted. Check the form and try again.',
  INVALID_JSON: 'The request could not be read. Reload the page and try again.',
  INVALID_ZIP: 'The file is not a usable video package: it must be a zip holding MP4, WebM or MOV videos.',
  PAYLOAD_TOO_LARGE: 'The file is larger than the upload limit.',
  UNSUPPORTED_MEDIA_TYPE: 'This type of file is not accepted.',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  invalidResponse: 'Invalid response from server',
  downloadAuthFailed: 'Authentication failed. Please login again.',
});

/**
 * The form rules the back-office checks itself (and the server answers with the same codes):
 * their English source, shown in the language in use.
 */
export const formRuleMessages = i18n('admin-components/form-rules', {
  radioOptions: STEP_FORM_MESSAGES.radioOptions,
  sliderWhole: STEP_FORM_MESSAGES.sliderWhole,
  sliderOrder: STEP_FORM_MESSAGES.sliderOrder,
  country: SAFETY_FORM_MESSAGES.country,
  name: SAFETY_FORM_MESSAGES.name,
  url: SAFETY_FORM_MESSAGES.url,
  phone: SAFETY_FORM_MESSAGES.phone,
  titleRequired: 'Title is required',
  textRequired: 'Text content is required',
  atMost: params('Use at most {max} characters'),
});

type FormRuleTexts = ReturnType<typeof formRuleMessages.get>;
type RuleDetail = Pick<ErrorDetail, 'field' | 'code' | 'max'>;

/** Which rule a field's detail code stands for, by the field the server (or the form) names. */
const RULES: Partial<Record<string, Partial<Record<DetailCode, keyof FormRuleTexts>>>> = {
  title: { required: 'titleRequired' },
  text_content: { required: 'textRequired' },
  radio_options: { required: 'radioOptions' },
  slider_config: { invalid_type: 'sliderWhole', invalid_range: 'sliderOrder' },
  country: { required: 'country', invalid_type: 'country', invalid_value: 'country' },
  name: { required: 'name', invalid_type: 'name' },
  url: { invalid_format: 'url' },
  phone: { invalid_format: 'phone' },
  sms: { invalid_format: 'phone' },
};

/**
 * A refused field's rule in the language in use, from its detail's `code`, `field` and `max`;
 * undefined for a rule this screen does not know (the server may say more than the form checks).
 */
export function detailText(detail: RuleDetail, t: FormRuleTexts = formRuleMessages.get()): string | undefined {
  const key = RULES[detail.field]?.[detail.code];
  if (key) return t[key] as string;
  return detail.code === 'too_long' && detail.max !== undefined ? t.atMost({ max: String(detail.max) }) : undefined;
}

/**
 * The sentence a screen shows for a failed call: `fallback` (already in the language in use) for
 * anything the server did not explain (a 5xx, the network).
 */
export function adminErrorText(err: unknown, fallback: string): string {
  if (language.get() === 'en') return errorMessage(err, fallback);
  if (!(err instanceof ApiError)) return fallback;
  const t = serverErrorMessages.get();
  if (err.failure === 'invalid_response') return t.invalidResponse;
  if (err.failure === 'download_session_lost') return t.downloadAuthFailed;
  if (err.status >= 500) return fallback;
  const first = err.code === 'VALIDATION_ERROR' ? err.details[0] : undefined;
  const known = first && detailText(first);
  if (known) return known;
  return err.code && err.code in t ? t[err.code as Extract<ErrorCode, keyof typeof t>] : fallback;
}
