import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient, type CreatedPatient } from '../../../test/factories.js';
import { contentVersions, problems } from '../../db/schema.js';

let t: TestContext;
let admin: { token: string };
let patient: CreatedPatient;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.database, t.config.jwtSecret, { name: 'Dana Editor' });
  patient = await createPatient(t.database, t.config.jwtSecret);
});
afterAll(() => t.close());

const stepsNow = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/session-steps', headers: bearer(patient.token) });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string; title: string; content_version_id?: string }[];
};
const liveVersion = async () =>
  (await t.database.db.select().from(contentVersions).orderBy(desc(contentVersions.number)).limit(1))[0]!;
const post = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/problem', headers: bearer(patient.token), payload: body });
const answers = (steps: { id: string; title: string }[]) => [
  { session_step_id: steps.find((s) => s.title === 'Choose Experience')!.id, response: 'Physical pain' },
];
const versionOf = async (id: string) =>
  (await t.database.db.select().from(problems).where(eq(problems.id, id)))[0]!.contentVersionId;

describe('the content version a session ran on', () => {
  it('comes with the steps: every step names the version live when they were read', async () => {
    const steps = await stepsNow();
    const live = await liveVersion();
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.every((s) => s.content_version_id === live.id)).toBe(true);
  });

  it('is the one the client sends, not the one live when the session is stored a day later', async () => {
    const steps = await stepsNow();
    const ranOn = steps[0]!.content_version_id!;
    // An admin edits the steps meanwhile: a new version goes live.
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/admin/content-versions/${ranOn}/restore`,
      headers: bearer(admin.token),
    });
    expect(restored.statusCode).toBe(201);
    expect((await liveVersion()).id).not.toBe(ranOn);
    const res = await post({ responses: answers(steps), client_id: randomUUID(), content_version_id: ranOn });
    expect(res.statusCode).toBe(201);
    expect(await versionOf(res.json().data.id)).toBe(ranOn);
  });

  it('is the live one when the client sends none', async () => {
    const res = await post({ responses: answers(await stepsNow()) });
    expect(res.statusCode).toBe(201);
    expect(await versionOf(res.json().data.id)).toBe((await liveVersion()).id);
  });

  it('is 400 naming the field when no such version exists, and nothing is stored', async () => {
    const before = await t.database.db.select().from(problems).where(eq(problems.userId, patient.id));
    for (const content_version_id of [randomUUID(), 'not-a-uuid']) {
      const res = await post({ responses: answers(await stepsNow()), content_version_id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
      expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['content_version_id']);
    }
    expect(await t.database.db.select().from(problems).where(eq(problems.userId, patient.id))).toHaveLength(
      before.length,
    );
  });
});
