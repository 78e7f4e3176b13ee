import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, type Database } from './client.js';
import { migrationsFolder } from './migrate.js';
import { SEED_EXPERIENCES, SEED_STEPS } from './seed/content-text.js';
import { GERMAN } from './seed/content-text.de.js';
import { SPANISH } from './seed/content-text.es.js';
import { contentTranslationsSeed } from './seed/content-translations.seed.js';

/**
 * Migration 0013 and the seed that follows it on a database made before there were languages:
 * the seeded content (one text edited by an admin), steps an admin added, and stored answers.
 */
let pglite: PGlite;
let database: Database;

async function apply(tag: string) {
  const statements = readFileSync(path.join(migrationsFolder(), `${tag}.sql`), 'utf8').split(
    '--> statement-breakpoint',
  );
  for (const statement of statements) await pglite.exec(statement);
}

const rows = async <T>(query: string, params: unknown[] = []) => (await pglite.query<T>(query, params)).rows;

beforeAll(async () => {
  pglite = await PGlite.create();
  database = fromPglite(pglite);
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  for (const { tag } of journal.entries.filter((e) => e.idx < 13)) await apply(tag);

  for (const [i, e] of SEED_EXPERIENCES.entries()) {
    await pglite.query('insert into experiences (title, icon, share_phrase, position) values ($1, $2, $3, $4)', [
      i === 0 ? 'Body pain' : e.title,
      e.icon,
      e.sharePhrase,
      i + 1,
    ]);
  }
  const steps = [
    ...SEED_STEPS.map((s) => ({ ...s, description: s.key === 'message' ? 'Our own words.' : s.description })),
    { title: 'Breathe', description: '', textContent: 'In and out.', types: ['text'] },
    { title: 'Breathe', description: '', textContent: 'Again.', types: ['text'] },
    { title: 'Größe!', description: '', textContent: 'Stand tall.', types: ['text'] },
  ];
  for (const [i, s] of steps.entries()) {
    await pglite.query(
      `insert into session_steps (title, description, text_content, types, radio_title, radio_options, slider_title, position)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        s.title,
        s.description,
        s.textContent,
        JSON.stringify(s.types),
        'radioTitle' in s ? (s.radioTitle ?? '') : '',
        JSON.stringify('radioOptions' in s ? (s.radioOptions ?? []) : []),
        'sliderTitle' in s ? (s.sliderTitle ?? '') : '',
        i + 1,
      ],
    );
  }
  const [user] = await rows<{ id: string }>(
    "insert into users (first_name, email) values ('Robin', 'robin@example.test') returning id",
  );
  const [problem] = await rows<{ id: string }>('insert into problems (user_id) values ($1) returning id', [user!.id]);
  const [state] = await rows<{ id: string }>("select id from session_steps where title = 'Sensation State'");
  await pglite.query(
    `insert into problem_responses (problem_id, session_step_id, step_title, step_types, response, position) values
       ($1, $2, 'Sensation State', '["radio"]', '"It''s gone"', 1),
       ($1, null, 'Feel Now', '["slider"]', '2', 2),
       ($1, null, 'An Old Step', '["text"]', '"words"', 3)`,
    [problem!.id, state!.id],
  );

  await apply(journal.entries.find((e) => e.idx === 13)!.tag);
  await database.db.transaction((tx) => contentTranslationsSeed.run(tx as never));
});
afterAll(() => database.close());

describe('migration 0013 on a database made before languages', () => {
  it('gives every step a unique key: the seeded ones theirs, the others their title, with a suffix when taken', async () => {
    const keys = await rows<{ title: string; key: string }>('select title, key from session_steps order by position');
    expect(keys.map((k) => k.key)).toEqual([...SEED_STEPS.map((s) => s.key), 'breathe', 'breathe_2', 'grosse']);
  });

  it('keeps the key of the step each stored answer answered, else one from the title it kept', async () => {
    const answers = await rows<{ step_key: string }>('select step_key from problem_responses order by position');
    expect(answers.map((a) => a.step_key)).toEqual(['sensation_state', 'feel_now', 'an_old_step']);
  });

  it('gives every patient English until they choose, and refuses any other language', async () => {
    expect(await rows('select language from users')).toEqual([{ language: 'en' }]);
    await expect(pglite.query("update users set language = 'fr'")).rejects.toThrow(/users_language_check/);
  });

  it('then fills the seeded translations wherever the English is still the seeded text, and nowhere else', async () => {
    const steps = await rows<{ key: string; translations: Record<string, Record<string, unknown>> }>(
      'select key, translations from session_steps order by position',
    );
    const byKey = new Map(steps.map((s) => [s.key, s.translations]));
    expect(byKey.get('sensation_state')).toEqual({
      es: SPANISH.steps.sensation_state,
      de: GERMAN.steps.sensation_state,
    });
    // The admin's description keeps no translation of the seeded one; the rest of the step has its own.
    const { description: _es, ...messageEs } = SPANISH.steps.message!;
    expect(byKey.get('message')).toEqual({
      es: messageEs,
      de: expect.not.objectContaining({ description: expect.anything() }),
    });
    expect(byKey.get('breathe')).toEqual({});

    const experiences = await rows<{ title: string; translations: unknown }>(
      'select title, translations from experiences order by position',
    );
    expect(experiences[0]).toEqual({ title: 'Body pain', translations: {} });
    expect(experiences[1]).toEqual({
      title: 'Emotional issue',
      translations: { es: { title: 'Malestar emocional' }, de: { title: 'Emotionales Thema' } },
    });
  });
});
