import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { createPatient } from '../../../test/factories.js';
import { checkInAgo, measureAgo, sessionAgo } from '../../../test/support-data.js';
import { ALL_SHARED, call, createSupporter, linkTo, NOTHING_SHARED } from '../../../test/supporters.js';
import { users } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const patient = (firstName = 'Robin') => createPatient(t.database, t.config.jwtSecret, { firstName });

describe('GET /api/supporter/patients', () => {
  it('puts crisis first, then reliable deterioration, then the longest silence, nothing shared last', async () => {
    const s = await createSupporter(t);
    const quiet = await patient('Quiet');
    await sessionAgo(t, quiet.id, 'long ago', 20);
    const recent = await patient('Recent');
    await sessionAgo(t, recent.id, 'yesterday', 1);
    const worse = await patient('Worse');
    await measureAgo(t, worse.id, 'phq9', 5, 30);
    await measureAgo(t, worse.id, 'phq9', 12, 2);
    const crisis = await patient('Crisis');
    await sessionAgo(t, crisis.id, 'a hard night', 3, true);
    const unshared = await patient('Unshared');
    await sessionAgo(t, unshared.id, 'kept to myself', 40, true);
    for (const p of [quiet, unshared, recent, worse, crisis]) {
      await linkTo(t, p, s, p === unshared ? { ...ALL_SHARED, sessions: false } : ALL_SHARED);
    }

    const res = await call(t, s.token, 'GET', '/api/supporter/patients');
    expect(res.status).toBe(200);
    const rows = res.body.data as { first_name: string; flags: object; last_active_at: string | null }[];
    expect(rows.map((r) => r.first_name)).toEqual(['Crisis', 'Worse', 'Quiet', 'Recent', 'Unshared']);
    expect(rows.map((r) => r.flags)).toEqual([
      { crisis: true, deteriorated: false, silent_days: 3 },
      { crisis: false, deteriorated: true, silent_days: 2 },
      { crisis: false, deteriorated: false, silent_days: 20 },
      { crisis: false, deteriorated: false, silent_days: 1 },
      { crisis: false, deteriorated: false, silent_days: null },
    ]);
    expect(rows[4]!.last_active_at).toBeNull();
    expect(Object.keys(rows[0]!).sort()).toEqual(['first_name', 'flags', 'id', 'last_active_at', 'scope', 'since']);
  });

  it('raises crisis only within 14 days, from shared sessions or measures, never from check-ins', async () => {
    const s = await createSupporter(t);
    const old = await patient('Old');
    await sessionAgo(t, old.id, 'weeks ago', 15, true);
    const byMeasure = await patient('Measure');
    await measureAgo(t, byMeasure.id, 'phq9', 6, 5, true);
    const measureUnshared = await patient('MeasureUnshared');
    await measureAgo(t, measureUnshared.id, 'phq9', 6, 5, true);
    const byCheckIn = await patient('CheckIn');
    const session = await sessionAgo(t, byCheckIn.id, 'fine then', 9);
    await checkInAgo(t, byCheckIn.id, session, 2, { answeredDays: 2, note: 'I want to end my life', intensity: 10 });
    await linkTo(t, old, s);
    await linkTo(t, byMeasure, s, { ...NOTHING_SHARED, measures: true });
    await linkTo(t, measureUnshared, s, { ...ALL_SHARED, measures: false });
    await linkTo(t, byCheckIn, s);
    const rows = (await call(t, s.token, 'GET', '/api/supporter/patients')).body.data as {
      first_name: string;
      flags: { crisis: boolean; silent_days: number | null };
    }[];
    const crisis = Object.fromEntries(rows.map((r) => [r.first_name, r.flags.crisis]));
    expect(crisis).toEqual({ Old: false, Measure: true, MeasureUnshared: false, CheckIn: false });
    expect(rows.find((r) => r.first_name === 'CheckIn')!.flags.silent_days).toBe(2);
    expect(rows.find((r) => r.first_name === 'MeasureUnshared')!.flags.silent_days).toBeNull();
  });

  it('judges deterioration on the last measure against the first of its kind', async () => {
    const s = await createSupporter(t);
    const better = await patient('Better');
    await measureAgo(t, better.id, 'gad7', 4, 40);
    await measureAgo(t, better.id, 'gad7', 14, 20);
    await measureAgo(t, better.id, 'gad7', 6, 3);
    const firstOnly = await patient('First');
    await measureAgo(t, firstOnly.id, 'phq9', 25, 3);
    await linkTo(t, better, s);
    await linkTo(t, firstOnly, s);
    const rows = (await call(t, s.token, 'GET', '/api/supporter/patients')).body.data as {
      flags: { deteriorated: boolean };
    }[];
    expect(rows.map((r) => r.flags.deteriorated)).toEqual([false, false]);
  });
});

describe('GET /api/supporter/patients/:id', () => {
  it('holds what the scope shares: sessions as in the journal, measures over time, check-ins', async () => {
    const s = await createSupporter(t);
    const p = await patient('Dana');
    const older = await sessionAgo(t, p.id, 'tight shoulders', 6);
    await sessionAgo(t, p.id, 'a lighter chest', 2);
    await checkInAgo(t, p.id, older, 5, { answeredDays: 4, note: 'still gone' });
    await checkInAgo(t, p.id, older, -3);
    await measureAgo(t, p.id, 'phq9', 11, 10);
    await measureAgo(t, p.id, 'phq9', 7, 1);
    await linkTo(t, p, s);
    const res = await call(t, s.token, 'GET', `/api/supporter/patients/${p.id}`);
    expect(res.status).toBe(200);
    expect(res.raw.headers['cache-control']).toBe('no-store');
    const data = res.body.data;
    expect(data).toMatchObject({ id: p.id, first_name: 'Dana', scope: ALL_SHARED });
    expect(data.sessions.map((x: { text_responses: { response: string }[] }) => x.text_responses[0]!.response)).toEqual(
      ['a lighter chest', 'tight shoulders'],
    );
    expect(data.sessions[1].check_ins).toEqual([expect.objectContaining({ note: 'still gone' }), expect.anything()]);
    expect(data.measures.map((m: { score: number; band: string }) => [m.score, m.band])).toEqual([
      [11, 'moderate'],
      [7, 'mild'],
    ]);
    // Only those that fell due, newest first.
    expect(data.check_ins).toEqual([expect.objectContaining({ note: 'still gone', summary: 'tight shoulders' })]);
  });

  it('without sessions shared, a check-in carries nothing of its session; without check-ins, sessions carry none', async () => {
    const s = await createSupporter(t);
    const p = await patient();
    const session = await sessionAgo(t, p.id, 'private words', 6);
    await checkInAgo(t, p.id, session, 5, { answeredDays: 5, note: 'a shared note' });
    await linkTo(t, p, s, { ...NOTHING_SHARED, check_ins: true });
    const onlyCheckIns = await call(t, s.token, 'GET', `/api/supporter/patients/${p.id}`);
    expect(Object.keys(onlyCheckIns.body.data).sort()).toEqual(['check_ins', 'first_name', 'id', 'scope', 'since']);
    expect(onlyCheckIns.body.data.check_ins[0]).toMatchObject({
      note: 'a shared note',
      summary: null,
      experience: null,
      intensity_first: null,
      intensity_last: null,
    });
    expect(onlyCheckIns.raw.body).not.toContain('private words');

    await call(t, p.token, 'PUT', '/api/support', { scope: { ...NOTHING_SHARED, sessions: true } });
    const onlySessions = await call(t, s.token, 'GET', `/api/supporter/patients/${p.id}`);
    expect(onlySessions.body.data.sessions[0].check_ins).toEqual([]);
    expect(onlySessions.raw.body).not.toContain('a shared note');
  });

  it('reads at most the newest 100 sessions', async () => {
    const s = await createSupporter(t);
    const p = await patient();
    for (let i = 0; i < 101; i++) await sessionAgo(t, p.id, `session ${i}`, 200 - i);
    await linkTo(t, p, s, { ...NOTHING_SHARED, sessions: true });
    const sessions = (await call(t, s.token, 'GET', `/api/supporter/patients/${p.id}`)).body.data.sessions as {
      text_responses: { response: string }[];
    }[];
    expect(sessions).toHaveLength(100);
    expect(sessions[0]!.text_responses[0]!.response).toBe('session 100');
    expect(sessions[99]!.text_responses[0]!.response).toBe('session 1');
  });

  it("is 404 for another supporter's patient, an unknown id, and a patient with no link", async () => {
    const [mine, theirs] = [await createSupporter(t), await createSupporter(t)];
    const p = await patient();
    await linkTo(t, p, theirs);
    const stranger = await patient();
    for (const id of [p.id, stranger.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      for (const url of [`/api/supporter/patients/${id}`, `/api/supporter/patients/${id}/messages`]) {
        const res = await call(t, mine.token, 'GET', url);
        expect(res.status, url).toBe(404);
      }
      expect((await call(t, mine.token, 'POST', `/api/supporter/patients/${id}/messages`, { text: 'hi' })).status).toBe(
        404,
      );
    }
    expect((await call(t, p.token, 'GET', '/api/support/views')).body.data).toEqual([]);
  });
});

describe('messages', () => {
  it('go both ways, oldest first, each saying who wrote it', async () => {
    const s = await createSupporter(t);
    const p = await patient();
    await linkTo(t, p, s);
    const fromPatient = await call(t, p.token, 'POST', '/api/support/messages', { text: '  How do I start?  ' });
    expect(fromPatient.status).toBe(201);
    expect(fromPatient.body.data).toEqual({
      id: expect.any(String),
      from: 'patient',
      text: 'How do I start?',
      at: expect.any(String),
    });
    const reply = await call(t, s.token, 'POST', `/api/supporter/patients/${p.id}/messages`, {
      text: 'Gently, daily.',
    });
    expect(reply.status).toBe(201);
    const thread = [fromPatient.body.data, reply.body.data];
    expect((await call(t, p.token, 'GET', '/api/support/messages')).body.data).toEqual(thread);
    expect((await call(t, s.token, 'GET', `/api/supporter/patients/${p.id}/messages`)).body.data).toEqual(thread);
  });

  it('refuses an empty text and one over 2,000 characters', async () => {
    const s = await createSupporter(t);
    const p = await patient();
    await linkTo(t, p, s);
    for (const text of ['   ', 'x'.repeat(2001)]) {
      expect((await call(t, p.token, 'POST', '/api/support/messages', { text })).status).toBe(400);
      expect((await call(t, s.token, 'POST', `/api/supporter/patients/${p.id}/messages`, { text })).status).toBe(400);
    }
    expect((await call(t, p.token, 'POST', '/api/support/messages', { text: 'y'.repeat(2000) })).status).toBe(201);
  });

  it("mail the patient that a supporter's message waits, in their language, never its text or the supporter", async () => {
    const s = await createSupporter(t, { name: 'Kai Berger' });
    const p = await patient();
    await t.database.db.update(users).set({ language: 'de' }).where(eq(users.id, p.id));
    await linkTo(t, p, s);
    await call(t, s.token, 'POST', `/api/supporter/patients/${p.id}/messages`, { text: 'A very private reply' });
    const mail = await t.mail.waitFor(p.email);
    expect(mail.subject).toContain('Nachricht');
    expect(mail.links).toContain('http://clearwell.test/messages');
    for (const secret of ['A very private reply', 'Kai Berger', s.email]) {
      expect(mail.text + mail.html + mail.subject).not.toContain(secret);
    }
    // The patient's own messages are not mailed to them.
    await call(t, p.token, 'POST', '/api/support/messages', { text: 'Danke' });
    expect(t.mail.to(p.email)).toHaveLength(1);
  });

  it('send no mail to a patient who turned support_emails off', async () => {
    const s = await createSupporter(t);
    const p = await patient();
    await call(t, p.token, 'PUT', '/api/settings', { support_emails: false });
    await linkTo(t, p, s);
    await call(t, s.token, 'POST', `/api/supporter/patients/${p.id}/messages`, { text: 'Checking in' });
    // A second patient mailed after it shows the mail queue has moved past the first.
    const other = await patient();
    await linkTo(t, other, s);
    await call(t, s.token, 'POST', `/api/supporter/patients/${other.id}/messages`, { text: 'Hello' });
    await t.mail.waitFor(other.email);
    expect(t.mail.to(p.email)).toEqual([]);
  });
});
