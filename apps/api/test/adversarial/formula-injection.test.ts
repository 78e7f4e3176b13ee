import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participantId } from '../../src/modules/admin-exports/feedback-workbook.js';
import { readWorkbook, rowsOf, sheetXml } from '../workbook.js';
import { buildTestApp, type TestContext } from '../app.js';
import { bearer, createAdmin, createPatient, type CreatedPatient } from '../factories.js';
import { sessionAnswers } from './patient-world.js';

/** What a patient might type to turn a spreadsheet cell into a formula or a DDE command. */
const TYPED = [
  '=1+2',
  "=cmd|' /C calc'!A0",
  '+SUM(A1:A9)',
  '-2+3',
  '@SUM(1,1)',
  '\t=HYPERLINK("http://evil.test","click")',
  '\r=1+1',
];

let t: TestContext;
let admin: string;
/** Each patient and the names the product stored and shows back for what they typed. */
const typists: { patient: CreatedPatient; typed: string; shown: { first_name: string; last_name: string } }[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await createAdmin(t.database, t.config.jwtSecret)).token;
  for (const typed of TYPED) {
    const patient = await createPatient(t.database, t.config.jwtSecret);
    const as = (method: 'PUT' | 'POST', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: bearer(patient.token) });
    const profile = await as('PUT', '/api/auth/profile', { first_name: typed, last_name: typed });
    expect(profile.statusCode, profile.body).toBe(200);
    expect((await as('PUT', '/api/settings', { share_data_for_research: true })).statusCode).toBe(200);
    const note = {
      feedback: typed,
      first_name: typed,
      last_name: typed,
      city: typed,
      country: typed,
      email: patient.email,
    };
    expect((await as('POST', '/api/feedback', note)).statusCode).toBe(201);
    expect(
      (await as('POST', '/api/problem', { responses: await sessionAnswers(t, patient.token, typed) })).statusCode,
    ).toBe(201);
    typists.push({ patient, typed, shown: profile.json().data });
  }
});
afterAll(() => t.close());

async function exported(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  return { workbook: await readWorkbook(res.rawPayload), sheets: await sheetXml(res.rawPayload) };
}
/** The cell a spreadsheet shows for stored text that would start a formula: the text, marked with an apostrophe. */
const inert = (stored: string) => {
  expect(stored).toMatch(/^[=+\-@\t\r]/);
  return `'${stored}`;
};

describe('formula injection in the exports', () => {
  it('/api/admin/export/users: no formula in any sheet, and every name survives as typed, marked as text', async () => {
    const { workbook, sheets } = await exported('/api/admin/export/users');
    for (const xml of sheets) expect(xml).not.toMatch(/<f[\s>/]/);
    const rows = rowsOf(workbook.getWorksheet('User Details')!);
    for (const { patient, shown } of typists) {
      const row = rows.find((r) => r[3] === patient.email)!;
      expect(row.slice(1, 3)).toEqual([inert(shown.first_name), inert(shown.last_name)]);
    }
  });

  it('/api/admin/export/feedbacks: no formula in any sheet; feedback fields survive as typed, typed session answers are never exported', async () => {
    const { workbook, sheets } = await exported('/api/admin/export/feedbacks');
    expect(sheets).toHaveLength(2);
    for (const xml of sheets) expect(xml).not.toMatch(/<f[\s>/]/);
    const notes = rowsOf(workbook.getWorksheet('Feedback')!);
    const research = rowsOf(workbook.getWorksheet('Problem Sessions')!);
    const researchCells = research.flat().map(String);
    for (const { patient, typed, shown } of typists) {
      const row = notes.find((r) => r[3] === patient.email)!;
      const cell = inert(shown.first_name);
      expect([row[1], row[2], row[4], row[5], row[6]]).toEqual([cell, cell, cell, cell, cell]);
      // The session is shared (its rating is), but what was typed in it stays out of the research sheet.
      expect(research.find((r) => r[0] === participantId(t.config.jwtSecret, patient.id))?.[6]).toBe(
        'Rate the Intensity: 7',
      );
      expect(researchCells.filter((c) => c.includes(typed.trim()))).toEqual([]);
    }
  });
});
