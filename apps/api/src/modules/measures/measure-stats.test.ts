import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient, type CreatedPatient } from '../../../test/factories.js';

/** Measures fall due again after a second, so one patient's first and last are a second apart. */
let t: TestContext;
let admin: { token: string };
beforeAll(async () => {
  t = await buildTestApp({ env: { MEASURE_INTERVAL: '1s' } });
  admin = await createAdmin(t.database, t.config.jwtSecret);
});
afterAll(() => t.close());

const phq9Scoring = (score: number) => {
  const answers = Array<number>(9).fill(0);
  for (let i = 0, left = score; left > 0; i++, left -= 3) answers[i] = Math.min(3, left);
  return answers;
};
async function take(p: CreatedPatient, score: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/measures/phq9',
    payload: { answers: phq9Scoring(score) },
    headers: bearer(p.token),
  });
  expect(res.statusCode, res.body).toBe(201);
}
const patients = (n: number) =>
  Promise.all(Array.from({ length: n }, () => createPatient(t.database, t.config.jwtSecret)));
const stats = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/stats/measures${query}`, headers: bearer(admin.token) })).json()
    .data;
const waitForInterval = () => new Promise((r) => setTimeout(r, 1_100));

/** A new content version, live at once: the seeded one restored. */
async function newContentVersion() {
  const versions = await t.app.inject({
    method: 'GET',
    url: '/api/admin/content-versions',
    headers: bearer(admin.token),
  });
  const first = versions.json().data.items.at(-1);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/content-versions/${first.id}/restore`,
    headers: bearer(admin.token),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.number as number;
}

describe('GET /api/admin/stats/measures', () => {
  it('counts zero as zero, and nothing of another measure', async () => {
    expect(await stats('?key=gad7')).toEqual({
      key: 'gad7',
      patients: 0,
      with_two_or_more: 0,
      at_caseness: 0,
      reliable_improvement: 0,
      reliable_deterioration: 0,
      recovered: 0,
      by_version: [],
    });
  });

  it('reports caseness, reliable change and recovery from first to last, per content version, never about fewer than ten', async () => {
    // Ten start at caseness (18) on the seeded content and end at 6: reliably better, recovered.
    const recovering = await patients(10);
    for (const p of recovering) await take(p, 18);
    const version = await newContentVersion();
    // Three start at 4 on the new content and end at 12: reliably worse. One answers once.
    const worse = await patients(3);
    const once = (await patients(1))[0]!;
    for (const p of worse) await take(p, 4);
    await take(once, 20);
    await waitForInterval();
    for (const p of recovering) await take(p, 6);
    for (const p of worse) await take(p, 12);

    expect(await stats('?key=phq9')).toEqual({
      key: 'phq9',
      patients: 14,
      with_two_or_more: 13,
      at_caseness: 11,
      reliable_improvement: 10,
      reliable_deterioration: null, // three people
      recovered: 10,
      by_version: [
        { version: 1, patients: 10, reliable_improvement_rate: 1, recovery_rate: 1 },
        // Four people: their count and every rate built on them stay unsaid.
        { version, patients: null, reliable_improvement_rate: null, recovery_rate: null },
      ],
    });
  });

  it('reads the range in whole UTC days, and refuses an end before the start', async () => {
    const data = await stats('?key=phq9&fromDate=2000-01-01&toDate=2000-12-31');
    expect(data.patients).toBe(0);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats/measures?fromDate=2026-02-01&toDate=2026-01-01',
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('toDate');
  });

  it('is for admins only', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/stats/measures', headers: bearer(p.token) });
    expect(res.statusCode).toBe(403);
  });
});
