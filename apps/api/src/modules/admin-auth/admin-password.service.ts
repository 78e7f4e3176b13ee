import type { Language } from '@clearwell/shared';
import { eq } from 'drizzle-orm';
import { admins } from '../../db/schema.js';
import { consumeOneTimeToken, createOneTimeToken, findLiveOneTimeToken } from '../../lib/one-time-tokens.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { revokeAllSessions } from '../../lib/auth-tokens.js';
import { mailFailure } from '../../lib/mail-failure.js';
import { renderMail } from '../../lib/mailer.js';
import { adminResetTexts, fill } from '../../lib/mail-texts/index.js';
import { assertNotCommonPassword } from '../../lib/common-passwords.js';
import { hashPassword, type Connection } from '../../lib/passwords.js';
import type { ServiceDeps } from '../service-deps.js';

const RESET_TTL_MS = 60 * 60 * 1000;
const PURPOSE = 'admin_reset_password';

export const ADMIN_FORGOT_MESSAGE =
  'If an account exists with this email, you will receive password reset instructions.';

/**
 * Mails a single-use, one-hour reset link when the admin exists; earlier links stop working.
 * The answer is the same either way and the mail goes out after the answer, so neither the
 * body nor the timing tells who exists. Admins have no language setting: the mail is in the
 * language the request asked for (its Accept-Language), else English.
 */
export async function requestAdminReset(
  deps: Pick<ServiceDeps, 'db' | 'mailer' | 'config' | 'log'>,
  email: string,
  language: Language = 'en',
): Promise<void> {
  const [admin] = await deps.db
    .select({ id: admins.id, email: admins.email, name: admins.name })
    .from(admins)
    .where(eq(admins.email, email))
    .limit(1);
  if (!admin) return;
  const secret = await createOneTimeToken(deps.db, PURPOSE, { adminId: admin.id }, RESET_TTL_MS);
  const { appName, publicUrl } = deps.config;
  const url = `${publicUrl.replace(/\/$/, '')}/admin/reset-password/${secret}`;
  const t = adminResetTexts[language];
  const values = { appName, email: admin.email };
  const { text, html } = renderMail({
    appName,
    language,
    heading: fill(t.heading, values),
    paragraphs: t.paragraphs.map((p) => fill(p, values)),
    action: { label: t.action, url },
  });
  void deps.mailer
    .send({ to: admin.email, subject: fill(t.subject, values), text, html })
    .catch((err: unknown) => deps.log.error({ mail: mailFailure(err) }, 'admin reset mail failed'));
}

const invalidToken = () =>
  new AppError('INVALID_TOKEN', 'This password reset link is invalid or has expired. Please request a new one.');

/**
 * Spends the token, sets the password and signs the admin out everywhere, all or nothing. The
 * password passes the same common-password check as a patient's, and a link that is unknown,
 * used or expired is refused before any hashing.
 */
export async function resetAdminPassword(
  deps: Pick<ServiceDeps, 'db'>,
  input: { token: string; password: string; email?: string },
  ip: string,
  connection?: Connection,
): Promise<void> {
  assertNotCommonPassword(input.password, 'password');
  if (!(await findLiveOneTimeToken(deps.db, PURPOSE, input.token))?.adminId) throw invalidToken();
  const passwordHash = await hashPassword(input.password, connection);
  await deps.db.transaction(async (tx) => {
    const spent = await consumeOneTimeToken(tx, PURPOSE, input.token);
    if (!spent?.adminId) throw invalidToken();
    const [admin] = await tx
      .select({ id: admins.id, email: admins.email })
      .from(admins)
      .where(eq(admins.id, spent.adminId));
    if (!admin) throw invalidToken();
    if (input.email && input.email.trim().toLowerCase() !== admin.email.toLowerCase()) throw invalidToken();
    await tx.update(admins).set({ passwordHash }).where(eq(admins.id, admin.id));
    await revokeAllSessions(tx, 'admin', admin.id);
    await recordAudit(tx, {
      actorAdminId: admin.id,
      actorEmail: admin.email,
      action: 'admin.password_reset',
      targetType: 'admin',
      targetId: admin.id,
      ip,
    });
  });
}
