import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient, TEST_PASSWORD, uniqueEmail } from '../../../test/factories.js';
import { users } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const signup = (email: string, extra: object = {}, headers: Record<string, string> = {}) =>
  post('/api/auth/signup', { first_name: 'Lena', email, password: 'gentle-morning-9', ...extra }, headers);
const languageOf = async (email: string) =>
  (await t.database.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;
const chosen = async (email: string) =>
  (await t.database.db.select({ chosen: users.languageChosen }).from(users).where(eq(users.email, email)))[0]?.chosen;

describe('sign-up in a language', () => {
  it('takes the language of Accept-Language, stores it and writes the verification mail in German', async () => {
    const email = uniqueEmail();
    const res = await signup(email, {}, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(201);
    expect(await languageOf(email)).toBe('de');
    // A header is a guess, not a choice: the browser's language still leads on the patient's devices.
    expect(await chosen(email)).toBe(false);
    const mail = await t.mail.waitFor(email);
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse für Clearwell');
    expect(mail.text).toContain('Willkommen bei Clearwell');
    expect(mail.text).toMatch(/E-Mail-Adresse bestätigen: http:\/\/clearwell\.test\/auth\/email-verified\?code=/);
    expect(mail.html).toContain('<html lang="de">');
  });

  it('takes the language sent over Accept-Language, and reads only the first entry of the header', async () => {
    const spanish = uniqueEmail();
    await signup(spanish, { language: 'es' }, { 'accept-language': 'de' });
    expect(await languageOf(spanish)).toBe('es');
    expect(await chosen(spanish)).toBe(true);
    expect((await t.mail.waitFor(spanish)).subject).toBe('Confirma tu correo electrónico para Clearwell');

    const english = uniqueEmail();
    await signup(english, {}, { 'accept-language': 'fr-FR, de;q=0.9' });
    expect(await languageOf(english)).toBe('en');
    const mail = await t.mail.waitFor(english);
    expect(mail.subject).toBe('Confirm your e-mail for Clearwell');
    expect(mail.text).toContain(
      'Thank you for joining Clearwell. Please confirm that this is your e-mail address so you can sign in.',
    );
    expect(mail.html).toContain('If the button does not work, copy this link into your browser:');
  });

  it('refuses a language it does not speak with 400 on language, and creates nothing', async () => {
    const email = uniqueEmail();
    const res = await signup(email, { language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', details: [{ field: 'language' }] });
    expect(await languageOf(email)).toBeUndefined();
  });

  it('tells the owner of a registered address in their own language, not the one of the new sign-up', async () => {
    const owner = await createPatient(t.database, t.config.jwtSecret, { language: 'es', firstName: 'Lucía' });
    await signup(owner.email, {}, { 'accept-language': 'de' });
    const mail = await t.mail.waitFor(owner.email);
    expect(mail.subject).toBe('Ya tienes una cuenta en Clearwell');
    expect(mail.text).toMatch(/^Hola, Lucía\n/);
  });
});

describe('account mails in the patient’s language', () => {
  it('sends a Spanish patient the password reset in Spanish, whatever the request asks', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret, { language: 'es', firstName: 'Lucía' });
    await post('/api/auth/forgot-password', { email: p.email }, { 'accept-language': 'en-GB' });
    const mail = await t.mail.waitFor(p.email);
    expect(mail.subject).toBe('Restablece tu contraseña de Clearwell');
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toMatch(/Elegir una contraseña nueva: http:\/\/clearwell\.test\/auth\/reset-password\?token=/);
    expect(mail.html).toContain('Si el botón no funciona, copia este enlace en tu navegador:');
    expect(mail.text).toMatch(/— Clearwell$/);
  });

  it('tells a German patient their password was changed in German', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret, { language: 'de', firstName: 'Jonas' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(p.token),
      payload: {
        current_password: TEST_PASSWORD,
        new_password: 'quiet-harbour-lights-7',
        confirm_password: 'quiet-harbour-lights-7',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await t.mail.waitFor(p.email);
    expect(mail.subject).toBe('Dein Passwort für Clearwell wurde geändert');
    expect(mail.text).toContain('Hallo Jonas,');
  });

  it('sends an admin the reset in the language of the request, else in English', async () => {
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    await post('/api/admin/auth/forgot-password', { email: admin.email }, { 'accept-language': 'es-ES,es;q=0.9' });
    const spanish = await t.mail.waitFor(admin.email);
    expect(spanish.subject).toBe('Restablece tu contraseña de administración de Clearwell');
    expect(spanish.text).toContain(`Clearwell de ${admin.email}.`);

    const seen = t.mail.to(admin.email).length;
    await post('/api/admin/auth/forgot-password', { email: admin.email });
    const english = await t.mail.waitForNext(admin.email, seen);
    expect(english.subject).toBe('Reset your Clearwell admin password');
  });
});
