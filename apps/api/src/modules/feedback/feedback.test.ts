import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient } from '../../../test/factories.js';
import { feedback } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const send = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/feedback', headers: bearer(token), payload: body });

describe('POST /api/feedback', () => {
  it('stores the feedback as typed, with a sentiment computed on the server', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await send(p.token, {
      first_name: 'Ada "A=1"',
      last_name: '<Lovelace>',
      email: 'Ada@Example.test',
      city: 'Oslo',
      country: 'Norway',
      feedback: 'I loved it, I feel so much calmer and happier. Thank you!',
      sentiment: 'negative',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Thank you for your feedback!' });
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, res.json().data.id));
    expect(row).toMatchObject({
      userId: p.id,
      firstName: 'Ada "A=1"',
      lastName: '<Lovelace>',
      email: 'ada@example.test',
      city: 'Oslo',
      country: 'Norway',
      sentiment: 'positive',
    });
  });

  it('needs only the feedback text and labels complaints negative', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await send(p.token, { feedback: 'Awful, confusing and it made my pain worse.' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, res.json().data.id));
    expect(row).toMatchObject({ sentiment: 'negative', firstName: '', email: '' });
  });

  it.each([
    ['empty feedback', { feedback: '   ' }, 'feedback'],
    ['missing feedback', { first_name: 'A' }, 'feedback'],
    ['feedback over 5,000 characters', { feedback: 'x'.repeat(5001) }, 'feedback'],
    ['a malformed e-mail', { feedback: 'ok', email: 'not-an-email' }, 'email'],
    ['a number as feedback', { feedback: 42 }, 'feedback'],
    ['a name over 100 characters', { feedback: 'ok', city: 'c'.repeat(101) }, 'city'],
  ])('answers 400 for %s', async (_name, body, field) => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await send(p.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await t.database.db.select().from(feedback).where(eq(feedback.userId, p.id))).toEqual([]);
  });

  it('needs a patient token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/feedback', payload: { feedback: 'hi' } })).statusCode).toBe(
      401,
    );
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    expect((await send(admin.token, { feedback: 'hi' })).statusCode).toBe(403);
  });
});
