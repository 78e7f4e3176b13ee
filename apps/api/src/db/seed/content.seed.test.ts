import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { Database } from '../client.js';
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
});
