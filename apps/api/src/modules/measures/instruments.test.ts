import { LANGUAGES, MEASURE_KEYS, MEASURE_RULES } from '@clearwell/shared';
import { describe, expect, it } from 'vitest';
import { INSTRUMENTS } from './instruments.js';

describe('the instruments in every language', () => {
  it.each(MEASURE_KEYS.flatMap((key) => LANGUAGES.map((lang) => [key, lang] as const)))(
    '%s in %s has every item, four answers, a title, instructions and the credit line',
    (key, lang) => {
      const text = INSTRUMENTS[key][lang];
      expect(text.items).toHaveLength(MEASURE_RULES[key].items);
      expect(text.choices).toHaveLength(4);
      for (const part of [text.title, text.instructions, text.credit, ...text.items, ...text.choices])
        expect(part.trim()).not.toBe('');
      // A translation is its own text, never English left in place.
      if (lang !== 'en') expect(text.items.filter((item, i) => item === INSTRUMENTS[key].en.items[i])).toEqual([]);
    },
  );
});
