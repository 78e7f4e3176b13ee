import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { buildTestApp, type TestContext } from '../app.js';
import { uniqueEmail } from '../factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('mass assignment at sign-up', () => {
  it('ignores status, agreement, research sharing and ids sent by the client', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        first_name: 'Eve',
        email,
        password: 'gentle-morning-9',
        role: 'patient',
        status: 'active',
        agreement_accepted: true,
        share_data_for_research: true,
        id: '00000000-0000-0000-0000-000000000000',
        password_hash: 'x',
        avatar: '/files/../../etc/passwd',
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      status: 'inactive',
      agreementAccepted: false,
      shareDataForResearch: false,
      avatarKey: null,
    });
    expect(row!.id).not.toBe('00000000-0000-0000-0000-000000000000');
  });

  it.each(['admin', 'ADMIN', 'superuser'])('refuses role %s', async (role) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { first_name: 'Eve', email: uniqueEmail(), password: 'gentle-morning-9', role },
    });
    expect(res.statusCode).toBe(400);
  });
});
