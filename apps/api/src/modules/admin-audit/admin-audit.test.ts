import { readFileSync } from 'node:fs';
import { AUDIT_ACTIONS } from '@clearwell/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { truncate } from '../../../test/database.js';
import { bearer, createAdmin, createPatient } from '../../../test/factories.js';
import { auditLog } from '../../db/schema.js';
import { basicStep, postStep, putStep } from '../../../test/admin-steps.js';
import { multipartFile } from '../../../test/multipart.js';
import { buildZip } from '../../../test/zip.js';

let t: TestContext;
let admin: { token: string; email: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.database, t.config.jwtSecret);
  await truncate(t.database, ['audit_log']);
});
afterAll(() => t.close());

const get = (query: string, token = admin.token) =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers: bearer(token) });

describe('GET /api/admin/audit-log', () => {
  it('lists what admins did, newest first, filtered by action and date', async () => {
    const created = (await postStep(t, admin.token, basicStep({ title: 'Audited' }))).json().data;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/session-step/${created.id}`,
      headers: bearer(admin.token),
    });
    await t.database.db
      .insert(auditLog)
      .values({ action: 'step.create', targetId: 'old', createdAt: new Date('2024-01-15T12:00:00Z') });

    const all = await get('');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.total_items).toBe(3);
    expect(all.json().data.items[0]).toMatchObject({
      action: 'step.delete',
      actor_email: admin.email,
      target_type: 'session_step',
      target_id: created.id,
    });

    const creates = await get('?action=step.create');
    expect(creates.json().data.items.map((i: { target_id: string }) => i.target_id)).toEqual([created.id, 'old']);
    const january = await get('?from_date=2024-01-01&to_date=2024-01-15');
    expect(january.json().data.items.map((i: { target_id: string }) => i.target_id)).toEqual(['old']);
  });

  it('documents the admin routes of this issue in the OpenAPI description', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths);
    for (const path of [
      '/api/admin/audit-log',
      '/api/admin/session-step',
      '/api/admin/session-step/{id}',
      '/api/admin/session-step/reorder',
      '/api/admin/auth/forgot-password',
      '/api/admin/auth/reset-password',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('records only actions the audit filter offers, and a reorder names the step it moved', async () => {
    await truncate(t.database, ['audit_log']);
    const admin2 = await createAdmin(t.database, t.config.jwtSecret);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/signin',
      payload: { email: admin2.email, password: admin2.password },
    });
    expect(signIn.statusCode).toBe(200);
    const token = signIn.json().data.token as string;
    const first = (await postStep(t, token, basicStep({ title: 'Arrive' }))).json().data;
    await postStep(t, token, basicStep({ title: 'Notice' }));
    expect((await putStep(t, token, first.id, basicStep({ title: 'Arrive gently' }))).statusCode).toBe(200);
    const reorder = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/session-step/reorder',
      headers: bearer(token),
      payload: { step_id: first.id, new_position: 999 },
    });
    expect(reorder.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/session-step/${first.id}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    const [live] = (
      await t.app.inject({ method: 'GET', url: '/api/admin/content-versions?limit=1', headers: bearer(token) })
    ).json().data.items;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/content-versions/${live.id}/restore`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(201);
    for (const kind of ['users', 'feedbacks']) {
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/admin/export/${kind}?start_date=2026-03-01&end_date=2026-03-31`,
            headers: bearer(token),
          })
        ).statusCode,
      ).toBe(200);
    }
    const webm = readFileSync(new URL('../../../test/fixtures/calm-sample.webm', import.meta.url));
    const zip = multipartFile('video_file', 'welcome.zip', buildZip([{ name: 'Welcome.webm', data: webm }]));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/app-type-video',
          payload: zip.payload,
          headers: { ...zip.headers, ...bearer(token) },
        })
      ).statusCode,
    ).toBe(201);
    const line = await t.app.inject({
      method: 'POST',
      url: '/api/admin/safety-resources',
      headers: bearer(token),
      payload: { country: 'IE', name: 'Pieta', phone: '1800 247 247' },
    });
    expect(line.statusCode).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/safety-resources/${line.json().data.id}`,
          headers: bearer(token),
          payload: { hours: '24/7' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/safety-resources/${line.json().data.id}`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(200);
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/supporters',
      headers: bearer(token),
      payload: { email: 'audited.supporter@example.test', name: 'Audited' },
    });
    expect(invited.statusCode).toBe(201);
    for (const [method, url] of [
      ['POST', `/api/admin/supporters/${invited.json().data.id}/resend`],
      ['DELETE', `/api/admin/supporters/${invited.json().data.id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: bearer(token) })).statusCode, url).toBe(200);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);

    const items: { action: string; details: Record<string, unknown> | null }[] = (await get('?limit=100')).json().data
      .items;
    const recorded = new Set(items.map((i) => i.action));
    expect([...recorded].sort()).toEqual([...AUDIT_ACTIONS].filter((a) => a !== 'admin.password_reset').sort());
    // Moved from next to last (after the seeded steps) to last.
    const moved = items.find((i) => i.action === 'step.reorder')!.details as {
      title: string;
      from: number;
      to: number;
    };
    expect(moved).toEqual({ title: 'Arrive gently', from: moved.to - 1, to: expect.any(Number) });
  });

  it('refuses bad dates, an end before the start, and patients', async () => {
    expect((await get('?from_date=2024-13-01')).statusCode).toBe(400);
    expect((await get('?from_date=2024-02-01&to_date=2024-01-01')).statusCode).toBe(400);
    const patient = await createPatient(t.database, t.config.jwtSecret);
    expect((await get('', patient.token)).statusCode).toBe(403);
  });
});
