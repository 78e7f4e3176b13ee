import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { Database } from '../client.js';
import { RULE_CHOICES, STEP_KEYS } from '@clearwell/shared';
import { experiences, sessionSteps } from '../schema.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('seeded content', () => {
  it('offers the four kinds of experience with their share phrases', async () => {
    const rows = await database.db.select().from(experiences).orderBy(asc(experiences.position));
    expect(rows.map((e) => e.sharePhrase)).toEqual([
      'a physical pain',
      'an emotional issue',
      'a relationship issue',
      'a thought or belief',
    ]);
  });

  it('is a complete guided session in order, with the titles the session engine keys on', async () => {
    const steps = await database.db.select().from(sessionSteps).orderBy(asc(sessionSteps.position));
    expect(steps.map((s) => s.position)).toEqual(steps.map((_, i) => i + 1));
    const titles = steps.map((s) => s.title);
    for (const t of [
      'Choose Experience',
      'Describe Sensations',
      'Sensation State',
      'Feel Now',
      'Message',
      'Process Again',
    ]) {
      expect(titles).toContain(t);
    }
    const byTitle = Object.fromEntries(steps.map((s) => [s.title, s]));
    expect(byTitle['Sensation State']!.radioOptions).toEqual(["It's gone", "It hasn't changed", "It's changed"]);
    expect(byTitle['Process Again']!.radioOptions).toEqual(['Yes', 'No']);
    expect(byTitle['Choose Experience']!.types).toEqual(['options']);
    // An intensity rating before the work starts and after it.
    const sliders = steps.filter((s) => s.types.includes('slider'));
    expect(sliders.length).toBeGreaterThanOrEqual(2);
    expect(sliders[0]!.position).toBeLessThan(byTitle['Describe Sensations']!.position);
    expect(sliders.at(-1)!.position).toBeGreaterThan(byTitle['Sensation State']!.position);
    for (const s of sliders) expect([s.sliderMin, s.sliderMax]).toEqual([0, 10]);
    for (const s of steps) expect(s.textContent.length).toBeGreaterThan(80);
    // The crisis line opens and closes the session.
    expect(steps[0]!.textContent).toMatch(/emergency/);
    expect(steps.at(-1)!.textContent).toMatch(/emergency/);
  });

  it('gives every step its key and its texts in Spanish and German, the rule-bearing choices as RULE_CHOICES says', async () => {
    const steps = await database.db.select().from(sessionSteps).orderBy(asc(sessionSteps.position));
    const keys = steps.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(Object.values(STEP_KEYS)));
    const byKey = Object.fromEntries(steps.map((s) => [s.key, s]));
    for (const step of steps) {
      for (const language of ['es', 'de'] as const) {
        const t = step.translations[language]!;
        expect(t.title, `${step.key} ${language}`).toBeTruthy();
        expect(t.description).toBeTruthy();
        expect(t.text_content!.length).toBeGreaterThan(80);
        expect(Boolean(t.slider_title)).toBe(Boolean(step.sliderTitle));
        expect(t.radio_options?.length ?? 0).toBe(step.radioOptions.length);
      }
    }
    const { sensation, processAgain } = RULE_CHOICES;
    for (const language of ['es', 'de'] as const) {
      expect(byKey[STEP_KEYS.sensationState]!.translations[language]!.radio_options).toEqual([
        sensation[language].gone,
        sensation[language].unchanged,
        sensation[language].changed,
      ]);
      expect(byKey[STEP_KEYS.processAgain]!.translations[language]!.radio_options).toEqual([
        processAgain[language].yes,
        processAgain[language].no,
      ]);
    }
    // The crisis line opens and closes the session in every language.
    expect(steps[0]!.translations.es!.text_content).toMatch(/emergencias/);
    expect(steps.at(-1)!.translations.es!.text_content).toMatch(/emergencias/);
    expect(steps[0]!.translations.de!.text_content).toMatch(/Notrufnummer/);
    expect(steps.at(-1)!.translations.de!.text_content).toMatch(/Notrufnummer/);

    const rows = await database.db.select().from(experiences).orderBy(asc(experiences.position));
    for (const e of rows) expect([e.translations.es?.title, e.translations.de?.title].every(Boolean)).toBe(true);
  });
});
