import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

/**
 * Every message a screen defines in English must exist in Spanish and German, with the same
 * placeholders and the plural forms its language needs; a catalog must not keep messages no
 * screen defines any more. Importing every module registers every screen's messages.
 */
const modules = import.meta.glob(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/main.tsx', '!/src/sw.ts', '!/src/lib/service-worker.ts'],
  { eager: true },
);
const catalogs = import.meta.glob<Record<string, Record<string, unknown>>>('/src/locales/*/*.json', {
  eager: true,
  import: 'default',
});

type Entry = string | Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const PLURAL_FORMS = { es: ['one', 'other'], de: ['one', 'other'] } as const;

function catalog(code: 'es' | 'de') {
  const merged: Record<string, Record<string, Entry>> = {};
  for (const [file, content] of Object.entries(catalogs)) {
    if (!file.includes(`/locales/${code}/`)) continue;
    const feature = /\/([^/]+)\.json$/.exec(file)![1]!;
    for (const [component, messages] of Object.entries(content)) {
      expect(component.split('/')[0], `${component} belongs in ${component.split('/')[0]}.json, not ${file}`).toBe(
        feature,
      );
      merged[component] = messages as Record<string, Entry>;
    }
  }
  return merged;
}

describe('message catalogs', () => {
  const english = i18n.cache.en as unknown as Record<string, Record<string, Entry>>;

  it('found the screens', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(50);
    expect(Object.keys(english).length).toBeGreaterThan(0);
  });

  for (const code of ['es', 'de'] as const) {
    it(`has every message in ${code}, with the same placeholders`, () => {
      const translated = catalog(code);
      const problems: string[] = [];
      for (const [component, messages] of Object.entries(english)) {
        for (const [key, base] of Object.entries(messages)) {
          const entry = translated[component]?.[key];
          if (entry === undefined) {
            problems.push(`missing ${component} ${key}`);
            continue;
          }
          if (typeof base === 'string') {
            if (typeof entry !== 'string' || !entry.trim()) problems.push(`not a text: ${component} ${key}`);
            else if (placeholders(entry).join() !== placeholders(base).join())
              problems.push(`placeholders differ: ${component} ${key}`);
          } else {
            if (typeof entry !== 'object') problems.push(`not plural forms: ${component} ${key}`);
            else
              for (const form of PLURAL_FORMS[code])
                if (typeof entry[form] !== 'string') problems.push(`no "${form}" form: ${component} ${key}`);
          }
        }
      }
      for (const [component, messages] of Object.entries(translated)) {
        for (const key of Object.keys(messages))
          if (english[component]?.[key] === undefined) problems.push(`no longer used: ${component} ${key}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
