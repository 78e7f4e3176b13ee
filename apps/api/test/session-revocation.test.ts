import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '../src/db/schema.js';
import { buildTestApp, type TestContext } from './app.js';
import { bearer, createPatient } from './factories.js';

// Every signed-in request checks its session row: a session that ends by any path is refused on
// the very next request, whether it ended through the app or straight in the database (another
// instance, an operator).
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const steps = (token: string) => t.app.inject({ method: 'GET', url: '/api/session-steps', headers: bearer(token) });

/** Refused on the next request, and from then on. */
async function refusedSoon(token: string) {
  expect((await steps(token)).statusCode).toBe(401);
  expect((await steps(token)).statusCode).toBe(401);
}

async function signedInAndSeen() {
  const patient = await createPatient(t.database, t.config.jwtSecret);
  expect((await steps(patient.token)).statusCode).toBe(200);
  expect((await steps(patient.token)).statusCode).toBe(200);
  return patient;
}

describe('a session that ends is refused at once', () => {
  it('after logout', async () => {
    const p = await signedInAndSeen();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(p.token) })).statusCode).toBe(
      200,
    );
    const res = await steps(p.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
  });

  it('when the session is revoked in the database by another instance or an operator', async () => {
    const p = await signedInAndSeen();
    await t.database.db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.userId, p.id));
    await refusedSoon(p.token);
  });

  it('when the session row is deleted, or goes with its patient', async () => {
    const a = await signedInAndSeen();
    await t.database.db.delete(authSessions).where(eq(authSessions.userId, a.id));
    await refusedSoon(a.token);

    const b = await signedInAndSeen();
    await t.database.db.delete(users).where(eq(users.id, b.id));
    await refusedSoon(b.token);
  });

  it('keeps other patients signed in', async () => {
    const stays = await signedInAndSeen();
    const leaves = await signedInAndSeen();
    await t.database.db.execute(sql`update auth_sessions set revoked_at = now() where user_id = ${leaves.id}`);
    await refusedSoon(leaves.token);
    expect((await steps(stays.token)).statusCode).toBe(200);
  });
});
