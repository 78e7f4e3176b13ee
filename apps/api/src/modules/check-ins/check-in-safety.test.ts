import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { answer, storeSession, waitUntilDue } from '../../../test/check-ins.js';
import { bearer, createAdmin, createPatient, type CreatedPatient } from '../../../test/factories.js';

/** The first check-in falls due a second after a session. */
let t: TestContext;
let admin: CreatedPatient;
beforeAll(async () => {
  t = await buildTestApp({ env: { FOLLOW_UP_SCHEDULE: '1s' } });
  admin = await createAdmin(t.database, t.config.jwtSecret);
});
afterAll(() => t.close());

/** A due check-in of a new patient whose session went from `first` to `last`. */
async function dueCheckIn(first: number, last: number) {
  const me = await createPatient(t.database, t.config.jwtSecret);
  await storeSession(t, me.token, 'A knot in my stomach', first, last);
  const [due] = await waitUntilDue(t, me.token, 1);
  return { me, id: due!.id };
}

const thisMonth = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/stats/safety', headers: bearer(admin.token) });
  expect(res.statusCode).toBe(200);
  return res.json().data.at(-1).sessions_with_concern as number;
};

describe('POST /api/check-ins/:id: safety', () => {
  it.each([
    ['English', 'I want to kill myself'],
    ['Spanish, without accents', 'quiero morirme'],
    ['German, with umlauts', 'Ich möchte nicht mehr leben'],
  ])('hears crisis language in the note (%s), whatever the intensity', async (_, note) => {
    const { me, id } = await dueCheckIn(7, 2);
    const res = await answer(t, me.token, id, { intensity: 1, note });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      intensity: 1,
      note,
      safety: { concern: true, reasons: ['crisis_language'] },
    });
  });

  it.each([
    [7, 9, true],
    [10, 10, true],
    [10, 9, false],
    [3, 8, false],
  ])('session began at %i, check-in answered %i: concern %s', async (first, intensity, concern) => {
    const { me, id } = await dueCheckIn(first, 2);
    const res = await answer(t, me.token, id, { intensity });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.safety).toEqual({ concern, reasons: concern ? ['high_intensity'] : [] });
  });

  it('names both reasons for a 10 with the words "I want to kill myself"', async () => {
    const { me, id } = await dueCheckIn(6, 3);
    const res = await answer(t, me.token, id, { intensity: 10, note: 'I want to kill myself' });
    expect(res.json().data.safety).toEqual({ concern: true, reasons: ['crisis_language', 'high_intensity'] });
  });

  it("counts a check-in that raised a concern in the month's sessions with a concern, once per session", async () => {
    const before = await thisMonth();
    const calm = await dueCheckIn(7, 2);
    await answer(t, calm.me.token, calm.id, { intensity: 2, note: 'Much better' });
    expect(await thisMonth()).toBe(before);

    const worried = await dueCheckIn(7, 2);
    await answer(t, worried.me.token, worried.id, { intensity: 9, note: 'I want to end my life' });
    expect(await thisMonth()).toBe(before + 1);
  });

  it('is not counted twice for a session that already raised one', async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    const before = await thisMonth();
    await storeSession(t, me.token, 'I want to die', 9, 9);
    expect(await thisMonth()).toBe(before + 1);
    const [due] = await waitUntilDue(t, me.token, 1);
    await answer(t, me.token, due!.id, { intensity: 10 });
    expect(await thisMonth()).toBe(before + 1);
  });

  it('records nothing when the answer is refused', async () => {
    const { me, id } = await dueCheckIn(7, 2);
    const before = await thisMonth();
    expect((await answer(t, me.token, id, { intensity: 11, note: 'I want to kill myself' })).statusCode).toBe(400);
    expect((await answer(t, me.token, id, { intensity: 3 })).statusCode).toBe(200);
    const again = await answer(t, me.token, id, { intensity: 10, note: 'I want to kill myself' });
    expect(again.statusCode).toBe(409);
    expect(await thisMonth()).toBe(before);
  });

  it('goes with the journal when it is deleted', async () => {
    const { me, id } = await dueCheckIn(7, 2);
    const before = await thisMonth();
    await answer(t, me.token, id, { intensity: 2, note: 'I want to hurt myself' });
    expect(await thisMonth()).toBe(before + 1);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/journal', headers: bearer(me.token) })).statusCode).toBe(
      200,
    );
    expect(await thisMonth()).toBe(before);
  });
});
