import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../app.js';
import { bearer } from '../factories.js';
import { IDOR_CASES } from './idor-cases.js';
import { seedPatient, snapshot, type SeededPatient } from './patient-world.js';

let t: TestContext;
let b: SeededPatient;
let bBefore: Awaited<ReturnType<typeof snapshot>>;
beforeAll(async () => {
  t = await buildTestApp();
  b = await seedPatient(t, 'B', { guideMedium: 'audio', share: true, agreement: true });
  bBefore = await snapshot(t, b.id);
});
afterAll(() => t.close());

describe("IDOR: patient A's token only ever reaches A's data", () => {
  it.each(IDOR_CASES)('$route', async (c) => {
    const a = await seedPatient(t, 'A', c.a);
    const res = await t.app.inject(await c.request(t, a, b));
    expect(res.statusCode, res.body).toBe(c.status ?? 200);
    for (const marker of b.markers) expect(res.body).not.toContain(marker);
    await c.actsOnA(t, res, a);
    expect(await snapshot(t, b.id)).toEqual(bBefore);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(b.token) })).json().data,
    ).toMatchObject({ id: b.id, avatar: b.avatar });
  });
});

describe('avatar files', () => {
  it('are capability URLs: a random name unrelated to the owner, in a folder that cannot be listed', async () => {
    expect(b.avatar).toMatch(
      /^\/files\/avatars\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.png$/,
    );
    expect(b.avatar).not.toContain(b.id);
    const name = b.avatar.split('/').pop()!;
    for (const url of ['/files/avatars/', '/files/avatars', '/files/', `/files/avatars/${b.id}.png`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body).not.toContain(name);
    }
  });

  it('are served as inert images: their sniffed type, nosniff and a sandboxing CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: b.avatar });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toMatch(/default-src 'none'.*sandbox/);
  });
});
