/**
 * Form rules for every screen (decision 013). Each field lists rules; the first that fails
 * gives the field's message. The server validates everything again with the shared zod
 * schemas; the browser uses these because the patient bundle budget (130 KB gzip) has no
 * room for a schema or form library.
 */
import type { ErrorDetail } from '@clearwell/shared';
import { i18n, params } from './i18n';

/** A rule's message: a text, or a function giving it in the language in use when the rule fails. */
export type Text = string | (() => string);
const say = (text: Text) => (typeof text === 'string' ? text : text());

/** `texts(messages)('key')`: a screen's translated message, read when a rule fails (not when it is defined). */
export const texts =
  <M>(messages: { get(): M }) =>
  (key: { [K in keyof M]: M[K] extends string ? K : never }[keyof M]): Text =>
  () =>
    messages.get()[key] as string;

const messages = i18n('lib/form-rules', { atMost: params('Use at most {n} characters') });

export type Rule<T> = (value: string, values: T) => string | false | undefined;
/** A field's problem: its message, and the rule it broke where a screen translates by it. */
export interface FieldError {
  message: string;
  detail?: Pick<ErrorDetail, 'field' | 'code' | 'max'>;
}
export type FieldErrors<T> = Partial<Record<keyof T, FieldError>>;
export type Validator<T> = (
  raw: T,
) => { ok: true; values: T; errors: FieldErrors<T> } | { ok: false; errors: FieldErrors<T> };

export function rulesResolver<T extends Record<string, string>>(
  rules: { [K in keyof T]?: Array<Rule<T>> },
  trimmed: Array<keyof T> = [],
): Validator<T> {
  return (raw) => {
    const values = { ...raw };
    for (const key of trimmed) if (typeof values[key] === 'string') values[key] = values[key].trim() as T[keyof T];
    const errors: FieldErrors<T> = {};
    for (const key of Object.keys(rules) as Array<keyof T>) {
      for (const rule of rules[key] ?? []) {
        const message = rule(String(values[key] ?? ''), values);
        if (message) {
          errors[key] = { message };
          break;
        }
      }
    }
    return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values, errors };
  };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required = (message: Text) => (v: string) => v.trim().length === 0 && say(message);
/** Characters as the server counts them (code points): an emoji is one, not two UTF-16 units. */
const characters = (v: string) => [...v].length;
export const minLength = (n: number, message: Text) => (v: string) => characters(v) < n && say(message);
export const maxLength =
  (n: number, message: Text = () => messages.get().atMost({ n })) =>
  (v: string) =>
    characters(v) > n && say(message);
export const emailFormat = (message: Text) => (v: string) => !EMAIL_PATTERN.test(v) && say(message);
export const sameAs =
  <T>(other: keyof T, message: Text) =>
  (v: string, values: T) =>
    v !== values[other] && say(message);
