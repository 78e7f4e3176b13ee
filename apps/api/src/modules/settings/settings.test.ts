import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createPatient } from '../../../test/factories.js';
import { users } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const put = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', payload: payload as object, headers: bearer(token) });

describe('/api/settings', () => {
  it('starts with video and no research sharing', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(p.token) });
    expect(res.json()).toEqual({
      success: true,
      data: {
        guide_medium: 'video',
        share_data_for_research: false,
        check_in_emails: false,
        support_emails: true,
        country: null,
        language: 'en',
        language_chosen: false,
      },
    });
  });

  it('saves both settings, dates research consent when sharing turns on and clears it when off', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const on = await put(p.token, { guide_medium: 'audio', share_data_for_research: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      success: true,
      message: expect.any(String),
      data: { guide_medium: 'audio', share_data_for_research: true },
    });
    const consent = async () =>
      (await t.database.db.select().from(users).where(eq(users.id, p.id)))[0]!.researchConsentAt;
    const firstConsent = await consent();
    expect(firstConsent).toBeInstanceOf(Date);

    await put(p.token, { guide_medium: 'text' });
    expect(await consent()).toEqual(firstConsent);
    const read = await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(p.token) });
    expect(read.json().data).toEqual({
      guide_medium: 'text',
      share_data_for_research: true,
      check_in_emails: false,
      support_emails: true,
      country: null,
      language: 'en',
      language_chosen: false,
    });

    await put(p.token, { share_data_for_research: false });
    expect(await consent()).toBeNull();
  });

  it('refuses other values with 400 and changes nothing', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    for (const body of [
      { guide_medium: 'smell' },
      { share_data_for_research: 'yes' },
      {},
      { guide_medium: 'text', share_data_for_research: 1 },
    ]) {
      const res = await put(p.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    }
    const read = await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(p.token) });
    expect(read.json().data.guide_medium).toBe('video');
  });

  it('turns the supporter mails off and on, keeps them when omitted, and refuses a non-boolean', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(p.token) })).json().data;
    expect((await put(p.token, { support_emails: false })).json().data.support_emails).toBe(false);
    await put(p.token, { guide_medium: 'audio' });
    expect(await read()).toMatchObject({ support_emails: false, guide_medium: 'audio' });
    const wrong = await put(p.token, { support_emails: 'no' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([expect.objectContaining({ field: 'support_emails' })]);
    expect((await put(p.token, { support_emails: true })).json().data.support_emails).toBe(true);
    expect((await t.database.db.select().from(users).where(eq(users.id, p.id)))[0]!.supportEmails).toBe(true);
  });

  it('keeps the country in upper case, keeps it when omitted and clears it with null', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    expect((await put(p.token, { country: 'gb' })).json().data).toMatchObject({ country: 'GB', guide_medium: 'video' });
    expect((await put(p.token, { guide_medium: 'audio' })).json().data).toMatchObject({
      country: 'GB',
      guide_medium: 'audio',
    });
    for (const country of ['ZZ', 'GBR', 7]) expect((await put(p.token, { country })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(p.token) })).json().data.country,
    ).toBe('GB');
    expect((await put(p.token, { country: null })).json().data.country).toBeNull();
  });

  it('keeps the language, keeps it when omitted, and refuses any other with 400 on language', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(p.token) })).json().data;
    expect((await read()).language_chosen).toBe(false);
    expect((await put(p.token, { language: 'es' })).json().data).toMatchObject({
      language: 'es',
      language_chosen: true,
      guide_medium: 'video',
    });
    expect(await read()).toMatchObject({ language: 'es' });
    expect((await put(p.token, { guide_medium: 'audio' })).json().data.language).toBe('es');
    for (const language of ['fr', 'ES', 'es-MX', '', null, 7]) {
      const res = await put(p.token, { language });
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', details: [{ field: 'language' }] });
    }
    expect((await put(p.token, { language: 'de' })).json().data.language).toBe('de');
    expect(await read()).toMatchObject({ language: 'de', guide_medium: 'audio' });
  });

  it('needs a patient token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/settings', payload: { guide_medium: 'text' } })).statusCode,
    ).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every account route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, method] of [
      ['/api/auth/resend-verification', 'post'],
      ['/api/auth/forgot-password', 'post'],
      ['/api/auth/reset-password', 'post'],
      ['/api/auth/change-password', 'post'],
      ['/api/auth/profile', 'get'],
      ['/api/auth/profile', 'put'],
      ['/api/settings', 'get'],
      ['/api/settings', 'put'],
      ['/api/auth/facebook-login', 'post'],
      ['/api/account/export', 'post'],
      ['/api/account', 'delete'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});
