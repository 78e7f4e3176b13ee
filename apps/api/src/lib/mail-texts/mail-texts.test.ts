import { LANGUAGES } from '@clearwell/shared';
import { describe, expect, it } from 'vitest';
import { MAIL_TEXTS, fill } from './index.js';

/** Every string of a mail's texts by its path (`paragraphs.1`, `units.week.0`). */
function strings(value: unknown, path = ''): Map<string, string> {
  if (typeof value === 'string') return new Map([[path, value]]);
  const found = new Map<string, string>();
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      for (const [p, s] of strings(inner, path ? `${path}.${key}` : key)) found.set(p, s);
    }
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** What is wrong with one mail's texts: a language missing, a text missing or empty, a placeholder not as in English. */
function problemsOf(texts: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const english = strings(texts.en);
  for (const language of LANGUAGES) {
    if (!(language in texts)) {
      problems.push(`${language}: missing`);
      continue;
    }
    const translated = strings(texts[language]);
    for (const path of translated.keys()) if (!english.has(path)) problems.push(`${language}.${path}: not in English`);
    for (const [path, text] of english) {
      const other = translated.get(path);
      if (other === undefined || other.trim() === '') problems.push(`${language}.${path}: missing`);
      else if (placeholders(other).join() !== placeholders(text).join())
        problems.push(
          `${language}.${path}: placeholders ${placeholders(other).join()} instead of ${placeholders(text).join()}`,
        );
    }
  }
  for (const language of Object.keys(texts))
    if (!(LANGUAGES as readonly string[]).includes(language)) problems.push(`${language}: not a language`);
  return problems;
}

describe('mail texts', () => {
  for (const [mail, texts] of Object.entries(MAIL_TEXTS)) {
    it(`${mail}: every language has every text, with the same placeholders as English`, () => {
      expect(problemsOf(texts)).toEqual([]);
    });
  }

  it('the check finds a missing language, a missing text and a placeholder that differs', () => {
    const en = { subject: 'Hi {appName}', paragraphs: ['One', 'Two {firstName}'] };
    expect(problemsOf({ en, es: { subject: 'Hola {appName}', paragraphs: ['Uno', 'Dos {firstName}'] } })).toEqual([
      'de: missing',
    ]);
    expect(
      problemsOf({
        en,
        es: { subject: 'Hola', paragraphs: ['Uno'] },
        de: { subject: 'Hallo {appName}', paragraphs: ['Eins', 'Zwei {vorname}'] },
      }),
    ).toEqual([
      'es.subject: placeholders  instead of appName',
      'es.paragraphs.1: missing',
      'de.paragraphs.1: placeholders vorname instead of firstName',
    ]);
  });

  it('fill puts each value in once, and leaves what a value says alone', () => {
    expect(fill('Hello {firstName}, welcome to {appName}', { firstName: '{appName}', appName: 'Clearwell' })).toBe(
      'Hello {appName}, welcome to Clearwell',
    );
  });
});
