import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { createPatient, type CreatedPatient } from '../../../test/factories.js';
import { problems } from '../../db/schema.js';
import { exportData, giveAvatar, giveFeedback, giveSession, jsonOf } from '../../../test/privacy.js';
import { call, createSupporter, linkTo } from '../../../test/supporters.js';
import { unzip } from '../../../test/zip.js';

let t: TestContext;
let p: CreatedPatient;
let other: CreatedPatient;
let avatar: { file: string; bytes: Buffer };
const today = new Date().toISOString().slice(0, 10);

interface JournalEntry {
  session_id: string;
  experience: string;
  intensity_before: number;
  intensity_after: number;
  answers: Array<{ step_title: string; response: unknown }>;
}

beforeAll(async () => {
  t = await buildTestApp();
  p = await createPatient(t.database, t.config.jwtSecret, {
    shareDataForResearch: true,
    researchConsentAt: new Date('2025-05-01T09:30:00Z'),
    guideMedium: 'audio',
  });
  other = await createPatient(t.database, t.config.jwtSecret);
  avatar = await giveAvatar(t, p);
  await giveSession(t, p.id, 'A knot behind my ribs', new Date('2025-05-02T10:00:00Z'));
  await giveSession(t, p.id, 'Tight shoulders', new Date('2025-05-03T10:00:00Z'));
  await giveFeedback(t, p, 'Calm and kind guidance');
  await giveSession(t, other.id, 'Someone else entirely');
  await giveFeedback(t, other, 'Feedback of another patient');
});
afterAll(() => t.close());

describe('POST /api/account/export', () => {
  it('streams a zip of the profile, settings, journal, feedback and avatar, named for today and never cached', async () => {
    const res = await exportData(t, p.token, { password: p.password });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="clearwell-my-data-${today}.zip"`);
    expect(res.headers['cache-control']).toBe('no-store');
    // Streamed as it is built: a buffered answer would announce its length up front.
    expect(res.headers['content-length']).toBeUndefined();

    const entries = await unzip(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual([
      'README.txt',
      'avatar.png',
      'check-ins.json',
      'feedback.json',
      'journal.json',
      'measures.json',
      'profile.json',
      'settings.json',
      'shared-links.json',
      'support.json',
    ]);
    expect(entries.get('avatar.png')!.equals(avatar.bytes)).toBe(true);
    expect(jsonOf(entries, 'profile.json')).toMatchObject({
      id: p.id,
      first_name: 'Robin',
      last_name: 'Hale',
      email: p.email,
      status: 'active',
      avatar_file: 'avatar.png',
    });
    expect(jsonOf(entries, 'settings.json')).toEqual({
      guide_medium: 'audio',
      share_data_for_research: true,
      research_consent_at: '2025-05-01T09:30:00.000Z',
      check_in_emails: false,
      support_emails: true,
      country: null,
      language: 'en',
      language_chosen: false,
      agreement_accepted: true,
      agreement_accepted_at: null,
    });

    const journal = jsonOf<JournalEntry[]>(entries, 'journal.json');
    expect(journal.map((s) => s.answers[0]!.response)).toEqual(['A knot behind my ribs', 'Tight shoulders']);
    expect(journal[0]).toMatchObject({ experience: 'A physical pain', intensity_before: 8, intensity_after: 2 });
    expect(journal[0]!.answers.map((a) => [a.step_title, a.response])).toEqual([
      ['Describe Sensations', 'A knot behind my ribs'],
      ['Sensation State', ["It's changed", 4]],
      ['Feel Now', 2],
    ]);
    expect(jsonOf(entries, 'feedback.json')).toEqual([
      expect.objectContaining({
        feedback: 'Calm and kind guidance',
        email: p.email,
        city: 'Leeds',
        country: 'UK',
        sentiment: expect.any(String),
      }),
    ]);
    expect(entries.get('README.txt')!.toString()).toContain('journal.json');
  });

  it('holds every link to a supporter: name, scope, since and until, each view and the messages', async () => {
    const patient = await createPatient(t.database, t.config.jwtSecret);
    const [first, second] = [
      await createSupporter(t, { name: 'Ana Lind' }),
      await createSupporter(t, { name: 'Bo Ek' }),
    ];
    await linkTo(t, patient, first, { sessions: true, measures: false, check_ins: false });
    await call(t, patient.token, 'POST', '/api/support/messages', { text: 'Hello Ana' });
    await call(t, first.token, 'POST', `/api/supporter/patients/${patient.id}/messages`, { text: 'Hello back' });
    await call(t, first.token, 'GET', `/api/supporter/patients/${patient.id}`);
    await call(t, patient.token, 'DELETE', '/api/support');
    await linkTo(t, patient, second, { sessions: false, measures: true, check_ins: true });

    const entries = await unzip((await exportData(t, patient.token, { password: patient.password })).rawPayload);
    const links = jsonOf<Record<string, unknown>[]>(entries, 'support.json');
    expect(links).toEqual([
      {
        supporter: { name: 'Ana Lind' },
        scope: { sessions: true, measures: false, check_ins: false },
        since: expect.any(String),
        ended_at: expect.any(String),
        views: [{ at: expect.any(String) }],
        messages: [
          { id: expect.any(String), from: 'patient', text: 'Hello Ana', at: expect.any(String) },
          { id: expect.any(String), from: 'supporter', text: 'Hello back', at: expect.any(String) },
        ],
      },
      {
        supporter: { name: 'Bo Ek' },
        scope: { sessions: false, measures: true, check_ins: true },
        since: expect.any(String),
        ended_at: null,
        views: [],
        messages: [],
      },
    ]);
    const text = entries.get('support.json')!.toString('utf8');
    for (const secret of [first.email, first.code, second.email, second.code]) expect(text).not.toContain(secret);
    expect(entries.get('README.txt')!.toString()).toContain('support.json');
  });

  it('holds no secret and nothing of another patient', async () => {
    const entries = await unzip((await exportData(t, p.token, { password: p.password })).rawPayload);
    const text = [...entries]
      .filter(([name]) => name.endsWith('.json') || name.endsWith('.txt'))
      .map(([, b]) => b.toString('utf8'))
      .join('\n');
    expect(text).not.toMatch(/argon2|password_hash|token_hash/i);
    expect(text).not.toContain(p.token);
    for (const theirs of [other.id, other.email, 'Someone else entirely', 'Feedback of another patient'])
      expect(text).not.toContain(theirs);
  });

  it('gives empty lists and no avatar file to a patient with nothing yet', async () => {
    const fresh = await createPatient(t.database, t.config.jwtSecret);
    const entries = await unzip((await exportData(t, fresh.token, { password: fresh.password })).rawPayload);
    expect([...entries.keys()].sort()).toEqual([
      'README.txt',
      'check-ins.json',
      'feedback.json',
      'journal.json',
      'measures.json',
      'profile.json',
      'settings.json',
      'shared-links.json',
      'support.json',
    ]);
    expect(jsonOf(entries, 'journal.json')).toEqual([]);
    expect(jsonOf(entries, 'feedback.json')).toEqual([]);
    expect(jsonOf(entries, 'check-ins.json')).toEqual([]);
    expect(jsonOf(entries, 'measures.json')).toEqual([]);
    expect(jsonOf(entries, 'support.json')).toEqual([]);
    expect(jsonOf(entries, 'profile.json')).toMatchObject({ avatar_file: null });
  });

  it('reads a long journal in batches, every session exactly once', async () => {
    const busy = await createPatient(t.database, t.config.jwtSecret);
    const same = new Date('2025-01-01T08:00:00Z');
    await t.database.db.insert(problems).values(
      Array.from({ length: 2100 }, () => ({
        userId: busy.id,
        experienceTitle: 'A thought or belief',
        createdAt: same,
      })),
    );
    const entries = await unzip((await exportData(t, busy.token, { password: busy.password })).rawPayload);
    const ids = jsonOf<JournalEntry[]>(entries, 'journal.json').map((s) => s.session_id);
    expect(ids).toHaveLength(2100);
    expect(new Set(ids).size).toBe(2100);
  });
});
