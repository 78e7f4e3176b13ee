import { afterEach, describe, expect, it } from 'vitest';
import { preloadMessages } from './i18n';
import { resetLanguageChoice } from '../../test/language';
import { chooseLanguage } from './i18n/language';
import { agoInWords } from './time-words';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

afterEach(() => resetLanguageChoice());

describe('time in words', () => {
  it('says how long ago in English as a person says it', () => {
    expect(agoInWords(10_000)).toBe('A moment ago');
    expect(agoInWords(MINUTE)).toBe('A minute ago');
    expect(agoInWords(90 * MINUTE)).toBe('An hour ago');
    expect(agoInWords(DAY)).toBe('Yesterday');
    expect(agoInWords(3 * DAY)).toBe('Three days ago');
    expect(agoInWords(15 * DAY)).toBe('Two weeks ago');
    expect(agoInWords(90 * DAY)).toBe('Three months ago');
  });

  it('says it in Spanish and German', async () => {
    chooseLanguage('es');
    await preloadMessages('patient');
    expect(agoInWords(10_000)).toBe('Hace un momento');
    expect(agoInWords(DAY)).toBe('Ayer');
    expect(agoInWords(3 * DAY)).toBe('Hace 3 días');

    chooseLanguage('de');
    await preloadMessages('patient');
    expect(agoInWords(DAY)).toBe('Gestern');
    expect(agoInWords(15 * DAY)).toBe('Vor 2 Wochen');
  });
});
