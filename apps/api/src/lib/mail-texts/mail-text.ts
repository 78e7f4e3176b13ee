import type { Language } from '@clearwell/shared';

/**
 * One mail's texts in every language Clearwell speaks. `{name}` marks a value filled in when the
 * mail is sent (`fill`); every language of a mail has the same ones (mail-texts.test.ts checks).
 */
export type MailTexts<T> = Record<Language, T>;

/** The texts with `{name}` replaced by `values[name]`; a value is never read again for placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
