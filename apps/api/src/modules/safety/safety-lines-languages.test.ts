import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, type CreatedPatient } from '../../../test/factories.js';

let t: TestContext;
let admin: CreatedPatient;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.database, t.config.jwtSecret);
});
afterAll(() => t.close());

const lines = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/safety-resources?${query}`, headers });
const adminCall = (method: 'GET' | 'POST' | 'PUT', path = '', payload?: object) =>
  t.app.inject({ method, url: `/api/admin/safety-resources${path}`, headers: bearer(admin.token), payload });
type Line = { name: string; hours: string | null; hours_language: string | null; description_language: string | null };
const named = (body: { data: { resources: Line[] } }, name: string) =>
  body.data.resources.find((r) => r.name === name)!;

describe('the emergency number of each seeded country', () => {
  it.each([
    ['US', '911'],
    ['GB', '999'],
    ['DE', '112'],
    ['ES', '112'],
  ])('%s names %s, added after its crisis lines', async (country, number) => {
    const res = await lines(`country=${country}`);
    expect(res.statusCode).toBe(200);
    const { emergency_number, resources } = res.json().data;
    expect(emergency_number).toBe(number);
    expect(resources.at(-1)).toMatchObject({ phone: number, emergency: true });
    expect(resources.slice(0, -1).every((r: { emergency: boolean }) => !r.emergency)).toBe(true);
  });

  it('is null for the default list, which keeps saying "your local emergency number"', async () => {
    const res = await lines('country=FR');
    expect(res.json().data).toMatchObject({ country: '*', emergency_number: null });
  });

  it('is kept by admins: a line marked as the emergency number names it', async () => {
    const created = await adminCall('POST', '', {
      country: 'IE',
      name: 'Emergency services',
      phone: '112',
      emergency: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ emergency: true, language: 'en', translations: {} });
    expect((await lines('country=IE')).json().data.emergency_number).toBe('112');
    const changed = await adminCall('PUT', `/${created.json().data.id}`, { emergency: false });
    expect(changed.json().data.emergency).toBe(false);
    expect((await lines('country=IE')).json().data.emergency_number).toBeNull();
    expect((await adminCall('POST', '', { country: 'IE', name: 'x', emergency: 'yes' })).statusCode).toBe(400);
  });
});

describe("crisis-line texts in the patient's language", () => {
  it('gives the seeded lines in the language asked for, saying which language each text is in', async () => {
    const en = (await lines('country=DE&lang=en')).json();
    expect(named(en, 'TelefonSeelsorge')).toMatchObject({
      hours: 'Around the clock',
      description: 'Free and anonymous. Someone will listen to you.',
      hours_language: 'en',
      description_language: 'en',
    });
    const de = (await lines('country=de&lang=de')).json();
    expect(named(de, 'TelefonSeelsorge')).toMatchObject({ hours: 'Rund um die Uhr', hours_language: 'de' });
    const es = (await lines('country=US&lang=es-MX')).json();
    expect(named(es, '988 Suicide & Crisis Lifeline')).toMatchObject({
      hours: 'Las 24 horas, todos los días',
      hours_language: 'es',
    });
  });

  it('without ?lang= follows Accept-Language, else gives each line as written', async () => {
    const es = await lines('country=DE', { 'accept-language': 'es-ES,es;q=0.9' });
    expect(es.headers['content-language']).toBe('es');
    expect(named(es.json(), 'TelefonSeelsorge').hours).toBe('Las 24 horas');
    const none = (await lines('country=DE', { 'accept-language': 'fr' })).json();
    expect(named(none, 'TelefonSeelsorge')).toMatchObject({ hours: 'Rund um die Uhr', hours_language: 'de' });
  });

  it("falls back to the line's own text, marked with its language, where none was given", async () => {
    const created = await adminCall('POST', '', {
      country: 'FR',
      name: 'SOS Amitié',
      phone: '09 72 39 40 50',
      hours: 'Tous les jours, 24h/24',
      description: 'Écoute anonyme.',
      language: 'FR',
      translations: { de: { hours: 'Jeden Tag, rund um die Uhr', description: '' } },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      language: 'fr',
      translations: { de: { hours: 'Jeden Tag, rund um die Uhr' } },
    });
    const de = named((await lines('country=FR&lang=de')).json(), 'SOS Amitié');
    expect(de).toMatchObject({
      hours: 'Jeden Tag, rund um die Uhr',
      hours_language: 'de',
      description: 'Écoute anonyme.',
      description_language: 'fr',
    });
    const en = named((await lines('country=FR&lang=en')).json(), 'SOS Amitié');
    expect(en).toMatchObject({ hours: 'Tous les jours, 24h/24', hours_language: 'fr' });
  });

  it('lets admins change the translations alone, recorded in the audit log', async () => {
    const [line] = (await adminCall('GET')).json().data.filter((l: { name: string }) => l.name === 'Samaritans');
    const res = await adminCall('PUT', `/${line.id}`, {
      translations: { ...line.translations, de: { hours: 'Immer erreichbar', description: 'Kostenlos.' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Samaritans', hours: '24 hours, every day' });
    expect(named((await lines('country=GB&lang=de')).json(), 'Samaritans').hours).toBe('Immer erreichbar');
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: bearer(admin.token) });
    expect(JSON.stringify(audit.json())).toContain('translations');
  });

  it('is 400, naming the field, for a language that is not two letters, a text too long, or ?lang= it does not speak', async () => {
    const bad = await adminCall('POST', '', { country: 'FR', name: 'x', language: 'french' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('language');
    const long = await adminCall('POST', '', {
      country: 'FR',
      name: 'x',
      translations: { es: { description: 'a'.repeat(501) } },
    });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('translations');
    expect((await lines('country=FR&lang=fr')).statusCode).toBe(400);
  });
});
