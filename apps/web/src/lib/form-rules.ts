/**
 * Form rules for every screen (decision 013). Each field lists rules; the first that fails
 * gives the field's message. The server validates everything again with the shared zod
 * schemas; the browser uses these because the patient bundle budget (130 KB gzip) has no
 * room for a schema or form library.
 */
export type Rule<T> = (value: string, values: T) => string | false | undefined;
export type FieldErrors<T> = Partial<Record<keyof T, { message: string }>>;
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

export const required = (message: string) => (v: string) => v.trim().length === 0 && message;
export const minLength = (n: number, message: string) => (v: string) => v.length < n && message;
export const maxLength =
  (n: number, message = `Use at most ${n} characters`) =>
  (v: string) =>
    v.length > n && message;
export const emailFormat = (message: string) => (v: string) => !EMAIL_PATTERN.test(v) && message;
export const sameAs =
  <T>(other: keyof T, message: string) =>
  (v: string, values: T) =>
    v !== values[other] && message;
