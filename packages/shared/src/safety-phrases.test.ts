import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, toCountryCode } from './countries.js';
import { normaliseForSafety, safetyReasonsOf, speaksOfCrisis } from './safety-phrases.js';

describe('speaksOfCrisis', () => {
  it.each([
    // English
    'I want to kill myself',
    'Sometimes I think about SUICIDE.',
    'I feel suicidal tonight',
    "I don't want to live anymore",
    'I don’t want to be alive',
    'I keep wanting to hurt myself',
    'thoughts of self-harm',
    'I wish I were dead',
    'I just want to end it all',
    // Spanish, with and without accents
    'Quiero quitarme la vida',
    'a veces quiero morirme',
    'No quiero vivir más',
    'tengo ganas de hacerme daño',
    'tengo ganas de hacerme dano',
    'pienso en el SUICIDIO',
    'AUTOLESIÓN',
    // German, with and without umlauts, compounds and ß
    'Ich will mich umbringen',
    'Ich möchte mich töten',
    'ich mochte mich toten',
    'ich habe Suizidgedanken',
    'Ich denke an Selbstmord',
    'Ich möchte nicht mehr leben',
    'ICH WILL NICHT MEHR LEBEN',
    'Ich will mein Leben beenden',
  ])('hears "%s"', (text) => {
    expect(speaksOfCrisis(text)).toBe(true);
  });

  it.each([
    '',
    'A knot of worry about work',
    'I want to diet before summer',
    'My shoulders hurt after the gym',
    'Me duele la espalda',
    'Ich bin müde und gestresst',
    'He killed it at the talent show',
  ])('stays quiet for "%s"', (text) => {
    expect(speaksOfCrisis(text)).toBe(false);
  });

  it('normalises case, accents, ß and apostrophes', () => {
    expect(normaliseForSafety("  Daño, MÖCHTE: Straße — don't!  ")).toBe('dano mochte strasse dont');
  });
});

describe('country codes', () => {
  it('lists every ISO 3166-1 alpha-2 code once, plus Kosovo', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(250);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['US', 'GB', 'DE', 'ES', 'XK']));
  });

  it('reads a code in any case, and nothing else', () => {
    expect(toCountryCode('gb')).toBe('GB');
    expect(toCountryCode(' De ')).toBe('DE');
    expect(toCountryCode('ZZ')).toBeNull();
    expect(toCountryCode('USA')).toBeNull();
    expect(toCountryCode(null)).toBeNull();
  });
});

describe('safetyReasonsOf', () => {
  it('hears crisis language in any text, and a session that ends at 9 or more not below its start', () => {
    expect(safetyReasonsOf({ texts: ['a stiff neck', 'Ich will mich umbringen'], first: 3, last: 1 })).toEqual([
      'crisis_language',
    ]);
    expect(safetyReasonsOf({ texts: [], first: 9, last: 9 })).toEqual(['high_intensity']);
    expect(safetyReasonsOf({ texts: [], first: null, last: 10 })).toEqual(['high_intensity']);
    expect(safetyReasonsOf({ texts: [], first: 10, last: 9 })).toEqual([]);
    expect(safetyReasonsOf({ texts: ['tight chest'], first: 7, last: 8 })).toEqual([]);
  });
});
