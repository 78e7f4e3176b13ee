import { existsSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createPatient } from '../../../test/factories.js';
import {
  authSessions,
  feedback,
  oneTimeTokens,
  problemResponses,
  problems,
  supportLinks,
  supportMessages,
  supportViews,
  users,
} from '../../db/schema.js';
import { issueToken } from '../../lib/auth-tokens.js';
import { deleteAccount, giveAvatar, giveFeedback, giveSession } from '../../../test/privacy.js';
import { call, createSupporter, linkTo } from '../../../test/supporters.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });

/** A patient with everything an account can own: avatar, journal, feedback, two sign-ins, a reset token. */
async function fullPatient() {
  const p = await createPatient(t.database, t.config.jwtSecret);
  const avatar = await giveAvatar(t, p);
  const sessions = [await giveSession(t, p.id, 'Heavy chest'), await giveSession(t, p.id, 'Restless mind')];
  const feedbackId = await giveFeedback(t, p, 'Gentle and useful');
  const second = await issueToken(t.database.db, t.config.jwtSecret, 'patient', p.id);
  await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: p.email } });
  await expect
    .poll(async () => (await t.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, p.id))).length)
    .toBe(1);
  return { ...p, avatar, sessions, feedbackId, secondToken: second.token };
}

async function rowsOf(p: Awaited<ReturnType<typeof fullPatient>>) {
  const { db } = t.database;
  return {
    users: await db.select().from(users).where(eq(users.id, p.id)),
    problems: await db.select().from(problems).where(eq(problems.userId, p.id)),
    responses: await db.select().from(problemResponses).where(inArray(problemResponses.problemId, p.sessions)),
    sessions: await db.select().from(authSessions).where(eq(authSessions.userId, p.id)),
    tokens: await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, p.id)),
  };
}

describe('DELETE /api/account', () => {
  it('removes the account, journal, sessions, tokens and avatar, and keeps the feedback text anonymous', async () => {
    const p = await fullPatient();
    const other = await fullPatient();
    const res = await deleteAccount(t, p.token, { password: p.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your account has been deleted.', data: null });

    expect(await rowsOf(p)).toEqual({ users: [], problems: [], responses: [], sessions: [], tokens: [] });
    const [kept] = await t.database.db.select().from(feedback).where(eq(feedback.id, p.feedbackId));
    expect(kept).toMatchObject({
      userId: null,
      firstName: '',
      lastName: '',
      email: '',
      city: '',
      country: '',
      feedback: 'Gentle and useful',
    });
    expect(existsSync(p.avatar.file)).toBe(false);
    expect((await profile(p.token)).statusCode).toBe(401);
    expect((await profile(p.secondToken)).statusCode).toBe(401);

    const theirs = await rowsOf(other);
    expect([theirs.users, theirs.problems, theirs.sessions, theirs.tokens].map((r) => r.length)).toEqual([1, 2, 2, 1]);
    expect(theirs.responses).toHaveLength(6);
    const [theirFeedback] = await t.database.db.select().from(feedback).where(eq(feedback.id, other.feedbackId));
    expect(theirFeedback).toMatchObject({ userId: other.id, email: other.email, city: 'Leeds' });
    expect(existsSync(other.avatar.file)).toBe(true);
    expect((await profile(other.token)).statusCode).toBe(200);
  });

  it('ends the link to a supporter and deletes its views and messages; the supporter’s next request is 404', async () => {
    const s = await createSupporter(t);
    const [p, stays] = [
      await createPatient(t.database, t.config.jwtSecret),
      await createPatient(t.database, t.config.jwtSecret),
    ];
    for (const patient of [p, stays]) {
      await linkTo(t, patient, s);
      await call(t, patient.token, 'POST', '/api/support/messages', { text: 'Hello' });
      await call(t, s.token, 'POST', `/api/supporter/patients/${patient.id}/messages`, { text: 'Hi there' });
      await call(t, s.token, 'GET', `/api/supporter/patients/${patient.id}`);
    }
    const [link] = await t.database.db.select().from(supportLinks).where(eq(supportLinks.userId, p.id));

    expect((await deleteAccount(t, p.token, { password: p.password })).statusCode).toBe(200);
    expect(await t.database.db.select().from(supportLinks).where(eq(supportLinks.userId, p.id))).toEqual([]);
    expect(await t.database.db.select().from(supportMessages).where(eq(supportMessages.userId, p.id))).toEqual([]);
    expect(await t.database.db.select().from(supportViews).where(eq(supportViews.linkId, link!.id))).toEqual([]);
    expect((await call(t, s.token, 'GET', `/api/supporter/patients/${p.id}`)).status).toBe(404);
    expect((await call(t, s.token, 'GET', `/api/supporter/patients/${p.id}/messages`)).status).toBe(404);
    const caseload = (await call(t, s.token, 'GET', '/api/supporter/patients')).body.data as { id: string }[];
    expect(caseload.map((r) => r.id)).toEqual([stays.id]);
    expect((await call(t, s.token, 'GET', `/api/supporter/patients/${stays.id}/messages`)).body.data).toHaveLength(2);
  });

  it('lets the same e-mail register again as a new account', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    expect((await deleteAccount(t, p.token, { password: p.password })).statusCode).toBe(200);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { first_name: 'Robin', email: p.email, password: 'second-life-pass-7', role: 'patient' },
    });
    expect(signup.statusCode).toBe(201);
    const mail = await t.mail.waitFor(p.email, /Confirm your e-mail/);
    const code = new URL(mail.links[0]!).searchParams.get('code');
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?code=${code}` })).statusCode).toBe(200);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: p.email, password: 'second-life-pass-7' },
    });
    expect(signin.statusCode).toBe(200);
    expect(signin.json().data.user.id).not.toBe(p.id);
  });

  it('keeps everything when the password is wrong', async () => {
    const p = await fullPatient();
    const res = await deleteAccount(t, p.token, { password: 'not-my-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'INVALID_CURRENT_PASSWORD',
      details: [{ field: 'password' }],
    });
    const rows = await rowsOf(p);
    expect([rows.users, rows.problems, rows.responses, rows.sessions, rows.tokens].map((r) => r.length)).toEqual([
      1, 2, 6, 2, 1,
    ]);
    expect(existsSync(p.avatar.file)).toBe(true);
    expect((await profile(p.token)).statusCode).toBe(200);
  });

  it('deletes all or nothing: a failure at the last step rolls back every row and keeps the avatar', async () => {
    const p = await fullPatient();
    // Makes the final delete of this one account fail inside the transaction.
    await t.database.db.execute(
      sql.raw(`create or replace function refuse_delete() returns trigger language plpgsql as $$
      begin if old.id = '${p.id}' then raise exception 'refused for the test'; end if; return old; end $$`),
    );
    await t.database.db.execute(
      sql`create trigger refuse_delete before delete on users for each row execute function refuse_delete()`,
    );
    try {
      const res = await deleteAccount(t, p.token, { password: p.password });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_delete on users`);
    }
    const rows = await rowsOf(p);
    expect([rows.users, rows.problems, rows.responses, rows.sessions, rows.tokens].map((r) => r.length)).toEqual([
      1, 2, 6, 2, 1,
    ]);
    const [linked] = await t.database.db.select().from(feedback).where(eq(feedback.id, p.feedbackId));
    expect(linked).toMatchObject({ userId: p.id, email: p.email });
    expect(existsSync(p.avatar.file)).toBe(true);
  });
});
