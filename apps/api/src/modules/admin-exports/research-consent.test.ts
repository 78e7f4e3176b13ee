import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient } from '../../../test/factories.js';
import { problems, users } from '../../db/schema.js';
import { participantId } from './feedback-workbook.js';
import { readWorkbook, rowsOf } from './xlsx-test-helpers.js';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await createAdmin(t.database, t.config.jwtSecret)).token;
});
afterAll(() => t.close());

const setSharing = (token: string, share: boolean) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(token), payload: { share_data_for_research: share } });

async function researchParticipants(): Promise<unknown[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/export/feedbacks', headers: bearer(adminToken) });
  expect(res.statusCode).toBe(200);
  return rowsOf((await readWorkbook(res.rawPayload)).getWorksheet('Problem Sessions')!).slice(1).map((r) => r[0]);
}

describe('research consent and the Problem Sessions export', () => {
  it('dates the consent, and turning sharing off takes the patient out of the very next export', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const bystander = await createPatient(t.database, t.config.jwtSecret);
    await t.database.db.insert(problems).values([{ userId: p.id, experienceTitle: 'A physical pain' }, { userId: bystander.id, experienceTitle: 'A physical pain' }]);
    const me = participantId(t.config.jwtSecret, p.id);
    expect(await researchParticipants()).not.toContain(me);

    const before = Date.now();
    expect((await setSharing(p.token, true)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, p.id));
    expect(row!.researchConsentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.researchConsentAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await researchParticipants()).toEqual([me]);

    expect((await setSharing(p.token, false)).statusCode).toBe(200);
    expect(await researchParticipants()).toEqual([]);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, p.id));
    expect(after!.researchConsentAt).toBeNull();
  });
});
