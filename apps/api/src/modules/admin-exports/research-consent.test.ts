import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient, type CreatedPatient } from '../../../test/factories.js';
import { problems, users } from '../../db/schema.js';
import { participantId } from './feedback-workbook.js';
import { readWorkbook, rowsOf, workbookXml } from '../../../test/workbook.js';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await createAdmin(t.database, t.config.jwtSecret)).token;
});
afterAll(() => t.close());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

const setSharing = async (token: string, share: boolean) =>
  expect(
    (
      await t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: bearer(token),
        payload: { share_data_for_research: share },
      })
    ).statusCode,
  ).toBe(200);

/** Submits one guided session through the API, answers given by step title. */
async function submit(patient: CreatedPatient, answers: Record<string, unknown>) {
  const steps = (
    await t.app.inject({ method: 'GET', url: '/api/session-steps', headers: bearer(patient.token) })
  ).json().data as { id: string; title: string }[];
  const responses = Object.entries(answers).map(([title, response]) => ({
    session_step_id: steps.find((s) => s.title === title)!.id,
    response,
  }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/problem',
    headers: bearer(patient.token),
    payload: { responses },
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** The research export as the admin downloads it: the raw file and the sheet's rows by column header. */
async function researchExport() {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/export/feedbacks', headers: bearer(adminToken) });
  expect(res.statusCode).toBe(200);
  const [header, ...rows] = rowsOf((await readWorkbook(res.rawPayload)).getWorksheet('Problem Sessions')!);
  const records = rows.map((r) => Object.fromEntries(header!.map((h, i) => [String(h), r[i]])));
  return {
    body: res.rawPayload,
    rowsOf: (p: CreatedPatient) => records.filter((r) => r.Participant === participantId(t.config.jwtSecret, p.id)),
  };
}
const intensitiesOf = async (p: CreatedPatient) => (await researchExport()).rowsOf(p).map((r) => r['Intensity Before']);

describe('research consent and the Problem Sessions export', () => {
  it('dates the consent, exports the sessions made after it and none made before it', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    await t.database.db
      .insert(problems)
      .values({ userId: p.id, experienceTitle: 'Physical pain', intensityFirst: 4, createdAt: minutesAgo(60) });
    expect(await intensitiesOf(p)).toEqual([]);

    const before = Date.now();
    await setSharing(p.token, true);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, p.id));
    expect(row!.researchConsentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.researchConsentAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await intensitiesOf(p)).toEqual([]);

    await submit(p, { 'Choose Experience': 'Physical pain', 'Rate the Intensity': 7, 'Feel Now': 2 });
    const [shared] = (await researchExport()).rowsOf(p);
    expect(shared).toMatchObject({ 'Intensity Before': 7, 'Intensity After': 2, Experience: 'Physical pain' });
    expect((shared!.Date as Date).getTime()).toBeGreaterThanOrEqual(row!.researchConsentAt!.getTime() - 60_000);
    expect(await intensitiesOf(p)).toEqual([7]);
  });

  it('after a withdrawal exports nothing, and a new consent shares only the sessions that follow it', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    await setSharing(p.token, true);
    // Consent given two hours ago, and a session made under it an hour ago.
    await t.database.db
      .update(users)
      .set({ researchConsentAt: minutesAgo(120) })
      .where(eq(users.id, p.id));
    await t.database.db
      .insert(problems)
      .values({ userId: p.id, experienceTitle: 'Physical pain', intensityFirst: 3, createdAt: minutesAgo(60) });
    expect(await intensitiesOf(p)).toEqual([3]);

    await setSharing(p.token, false);
    expect(await intensitiesOf(p)).toEqual([]);
    const [withdrawn] = await t.database.db.select().from(users).where(eq(users.id, p.id));
    expect(withdrawn!.researchConsentAt).toBeNull();

    await setSharing(p.token, true);
    expect(await intensitiesOf(p)).toEqual([]);
    await submit(p, { 'Choose Experience': 'Physical pain', 'Rate the Intensity': 8 });
    expect(await intensitiesOf(p)).toEqual([8]);
  });

  it('leaves out everything the patient typed: only the experience, the ratings and the step’s own choices are exported', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    await setSharing(p.token, true);
    const typed = `typed-${randomUUID().slice(0, 8)}`;
    await submit(p, {
      'Choose Experience': 'Physical pain',
      'Rate the Intensity': 7,
      'Focus and Feel It': `${typed}-focus, my neighbour Jane at 12 Elm Street`,
      'Describe Sensations': `${typed}-describe`,
      'Sensation State': ["It's changed", `${typed}-beside-the-choice`],
      'Process Again': `${typed}-not-one-of-the-options`,
      'Feel Now': 2,
    });
    await submit(p, { 'Choose Experience': `${typed}-an-experience-of-my-own`, 'Rate the Intensity': 5 });

    const { body, rowsOf: rowsFor } = await researchExport();
    const xml = await workbookXml(body);
    const at = xml.indexOf(typed);
    expect(at < 0 ? 'nowhere' : xml.slice(at - 60, at + 60), 'where a typed answer is in the workbook').toBe('nowhere');
    const rows = rowsFor(p);
    expect(
      rows.map((r) => [r.Experience, r['Intensity Before'], r['Intensity After'], r['Choices and Ratings']]),
    ).toEqual([
      ['Physical pain', 7, 2, "Rate the Intensity: 7\nSensation State: It's changed\nFeel Now: 2"],
      [undefined, 5, undefined, 'Rate the Intensity: 5'],
    ]);
    // Only the pseudonym, dates and these answers: nothing that points back at the patient or a session.
    expect(Object.keys(rows[0]!)).toEqual([
      'Participant',
      'Date',
      'Experience',
      'App Type',
      'Intensity Before',
      'Intensity After',
      'Choices and Ratings',
    ]);
  });
});
