import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { truncate } from '../../../test/database.js';
import { bearer, createAdmin } from '../../../test/factories.js';
import { eq } from 'drizzle-orm';
import { auditLog, experiences, feedback, problemResponses, problems, sessionSteps, users } from '../../db/schema.js';
import { participantId } from './feedback-workbook.js';
import { readWorkbook, rowsOf, sheetXml } from '../../../test/workbook.js';

let t: TestContext;
let admin: string;
const ids: Record<string, string> = {};
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  await truncate(t.database, ['feedback', 'problems', 'users', 'auth_sessions']);
  admin = (await createAdmin(t.database, t.config.jwtSecret)).token;
  const { db } = t.database;
  const rows = await db
    .insert(users)
    .values([
      {
        firstName: '=HYPERLINK("http://evil.test","x")',
        lastName: '+1',
        email: 'sharer@export.test',
        passwordHash: '$argon2id$secret-hash',
        shareDataForResearch: true,
        researchConsentAt: new Date('2025-03-01T00:00:00Z'),
        createdAt: new Date('2025-03-01T00:00:00Z'),
      },
      {
        firstName: '@SUM(1)',
        lastName: '-2',
        email: 'private@export.test',
        passwordHash: '$argon2id$secret-hash',
        createdAt: new Date('2025-03-31T23:59:59Z'),
      },
      { firstName: 'Early', email: 'early@export.test', createdAt: new Date('2025-02-28T23:59:59Z') },
    ])
    .returning({ id: users.id });
  rows.forEach((r, i) => (ids[['sharer', 'private', 'early'][i]!] = r.id));
  const [exp] = await db
    .insert(experiences)
    .values({ title: 'Export Pain', icon: 'pain', position: 990 })
    .returning({ id: experiences.id });
  const sessions = await db
    .insert(problems)
    .values([
      {
        userId: ids.sharer!,
        experienceId: exp!.id,
        intensityFirst: 7,
        intensityLast: 1,
        createdAt: new Date('2025-03-02T10:00:00Z'),
      },
      {
        userId: ids.sharer!,
        experienceId: exp!.id,
        intensityFirst: 5,
        intensityLast: 2,
        createdAt: new Date('2025-03-03T10:00:00Z'),
      },
      {
        userId: ids.private!,
        experienceId: exp!.id,
        intensityFirst: 9,
        intensityLast: 9,
        createdAt: new Date('2025-03-02T11:00:00Z'),
      },
    ])
    .returning({ id: problems.id });
  const [sensationState] = await db
    .select({ id: sessionSteps.id })
    .from(sessionSteps)
    .where(eq(sessionSteps.title, 'Sensation State'));
  await db.insert(problemResponses).values([
    {
      problemId: sessions[0]!.id,
      stepTitle: 'Describe Sensations',
      stepTypes: ['text'],
      response: '=tight chest',
      position: 1,
    },
    {
      problemId: sessions[0]!.id,
      sessionStepId: sensationState!.id,
      stepTitle: 'Sensation State',
      stepTypes: ['radio', 'slider'],
      response: ["It's changed", 3],
      position: 2,
    },
  ]);
  await db.insert(feedback).values([
    {
      firstName: 'Pat',
      email: 'pat@export.test',
      city: '-Paris',
      country: 'FR',
      feedback: '=cmd|" /C calc"!A0',
      sentiment: 'negative',
      createdAt: new Date('2025-03-01T00:00:00Z'),
    },
    {
      firstName: 'Sam',
      email: 'sam@export.test',
      feedback: 'Kind and clear',
      sentiment: 'positive',
      createdAt: new Date('2025-04-01T00:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });

async function download(url: string, filePrefix: string) {
  const res = await get(url);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${filePrefix}_${today}.xlsx"`);
  return res.rawPayload;
}

describe('GET /api/admin/export/users', () => {
  it('writes every patient with a styled, frozen header, real dates, inert formulas and no secrets', async () => {
    const body = await download('/api/admin/export/users', 'user_details');
    const workbook = await readWorkbook(body);
    const sheet = workbook.getWorksheet('User Details')!;
    const [header, ...data] = rowsOf(sheet);
    expect(header).toEqual([
      'ID',
      'First Name',
      'Last Name',
      'Email',
      'Status',
      'Guide Medium',
      'Shares Data for Research',
      'Agreement Accepted',
      'App Type',
      'Last Sign-in',
      'Registered',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(4).width).toBe(32);
    expect(data.map((r) => r[3])).toEqual(['early@export.test', 'sharer@export.test', 'private@export.test']);
    const sharer = data[1]!;
    expect(sharer.slice(0, 9)).toEqual([
      ids.sharer,
      '\'=HYPERLINK("http://evil.test","x")',
      "'+1",
      'sharer@export.test',
      'inactive',
      'video',
      'Yes',
      'No',
      'web',
    ]);
    expect(sharer[10]).toEqual(new Date('2025-03-01T00:00:00Z'));
    expect(data[2]!.slice(1, 3)).toEqual(["'@SUM(1)", "'-2"]);
    const xml = (await sheetXml(body)).join('');
    expect(xml).not.toMatch(/<f[ >]/);
    expect(xml).not.toContain('argon2');
  });

  it('keeps whole days at both ends of a date range', async () => {
    const sheet = (
      await readWorkbook(
        await download('/api/admin/export/users?start_date=2025-03-01&end_date=2025-03-31', 'user_details'),
      )
    ).getWorksheet('User Details')!;
    expect(
      rowsOf(sheet)
        .slice(1)
        .map((r) => r[3]),
    ).toEqual(['sharer@export.test', 'private@export.test']);
    const only = (
      await readWorkbook(await download('/api/admin/export/users?end_date=2025-02-28', 'user_details'))
    ).getWorksheet('User Details')!;
    expect(
      rowsOf(only)
        .slice(1)
        .map((r) => r[3]),
    ).toEqual(['early@export.test']);
  });

  it('records who exported what, and nothing of the data itself', async () => {
    const rows = await t.database.db.select().from(auditLog);
    expect(
      rows.find(
        (r) => r.action === 'export.users' && (r.details as { start_date?: string }).start_date === '2025-03-01',
      ),
    ).toMatchObject({
      actorEmail: expect.stringContaining('@'),
      targetId: null,
      details: { start_date: '2025-03-01', end_date: '2025-03-31' },
    });
  });

  it('refuses bad dates and an end before the start', async () => {
    const backwards = await get('/api/admin/export/users?start_date=2025-03-02&end_date=2025-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      success: false,
      error: 'VALIDATION_ERROR',
      details: [{ field: 'end_date', code: 'invalid_range' }],
    });
    expect((await get('/api/admin/export/feedbacks?start_date=2025-13-01')).statusCode).toBe(400);
    expect((await get('/api/admin/export/feedbacks?end_date=yesterday')).statusCode).toBe(400);
    expect((await get('/api/admin/export/users?start_date=0000-01-01')).statusCode).toBe(400);
  });

  it('exports a whole workbook up to the last day there is, 9999-12-31', async () => {
    for (const url of [
      '/api/admin/export/users?end_date=9999-12-31',
      '/api/admin/export/feedbacks?end_date=9999-12-31',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.subarray(0, 2).toString('latin1'), url).toBe('PK');
      expect(res.rawPayload.subarray(-22, -18).toString('latin1'), url).toBe('PK\x05\x06');
    }
  });

  it('reads large tables in batches without losing or repeating rows that share a timestamp', async () => {
    const same = new Date('2024-06-01T12:00:00Z');
    await t.database.db.insert(users).values(
      Array.from({ length: 2100 }, (_, i) => ({
        firstName: `Bulk${i}`,
        email: `bulk${i}@export.test`,
        createdAt: same,
      })),
    );
    const sheet = (
      await readWorkbook(await download('/api/admin/export/users?end_date=2024-06-01', 'user_details'))
    ).getWorksheet('User Details')!;
    const emails = rowsOf(sheet)
      .slice(1)
      .map((r) => r[3]);
    expect(emails).toHaveLength(2100);
    expect(new Set(emails).size).toBe(2100);
  });
});

describe('GET /api/admin/export/feedbacks', () => {
  it('has a Feedback sheet and a pseudonymous Problem Sessions sheet of research participants only', async () => {
    const body = await download('/api/admin/export/feedbacks', 'feedback_data');
    const workbook = await readWorkbook(body);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Feedback', 'Problem Sessions']);
    const [fHeader, ...fRows] = rowsOf(workbook.getWorksheet('Feedback')!);
    expect(fHeader).toEqual([
      'ID',
      'First Name',
      'Last Name',
      'Email',
      'City',
      'Country',
      'Feedback',
      'Sentiment',
      'App Type',
      'Date',
    ]);
    expect(fRows).toHaveLength(2);
    expect(fRows[0]!.slice(1)).toEqual([
      'Pat',
      undefined,
      'pat@export.test',
      "'-Paris",
      'FR',
      '\'=cmd|" /C calc"!A0',
      'negative',
      'web',
      new Date('2025-03-01T00:00:00Z'),
    ]);

    const sessions = workbook.getWorksheet('Problem Sessions')!;
    const [sHeader, ...sRows] = rowsOf(sessions);
    expect(sHeader).toEqual([
      'Participant',
      'Date',
      'Experience',
      'App Type',
      'Intensity Before',
      'Intensity After',
      'Choices and Ratings',
    ]);
    const pseudonym = participantId(t.config.jwtSecret, ids.sharer!);
    expect(pseudonym).toMatch(/^P-[0-9a-f]{16}$/);
    expect(sRows.map((r) => [r[0], r[2], r[4], r[5]])).toEqual([
      [pseudonym, 'Export Pain', 7, 1],
      [pseudonym, 'Export Pain', 5, 2],
    ]);
    expect(sRows[0]![6]).toBe("Sensation State: It's changed / 3");
    const xml = (await sheetXml(body)).join('');
    expect(xml).not.toMatch(/<f[ >]/);
    expect(xml).not.toContain('sharer@export.test');
    expect(xml).not.toContain(ids.sharer);
    expect(xml).not.toContain('HYPERLINK');
    expect(xml).not.toContain('tight chest');
  });

  it('filters both sheets by the date range', async () => {
    const workbook = await readWorkbook(
      await download('/api/admin/export/feedbacks?start_date=2025-03-03&end_date=2025-04-01', 'feedback_data'),
    );
    expect(
      rowsOf(workbook.getWorksheet('Feedback')!)
        .slice(1)
        .map((r) => r[1]),
    ).toEqual(['Sam']);
    expect(
      rowsOf(workbook.getWorksheet('Problem Sessions')!)
        .slice(1)
        .map((r) => r[4]),
    ).toEqual([5]);
  });
});
