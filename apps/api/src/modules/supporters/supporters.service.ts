import type { InviteSupporter, Language, Supporter, SupporterSelf, SupporterSetPassword } from '@clearwell/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { supportLinks, supporters } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { issueToken, revokeAllSessions, revokeSession } from '../../lib/auth-tokens.js';
import { assertNotCommonPassword } from '../../lib/common-passwords.js';
import { mailFailure } from '../../lib/mail-failure.js';
import {
  consumeOneTimeToken,
  createOneTimeToken,
  findLiveOneTimeToken,
  spendOneTimeTokens,
} from '../../lib/one-time-tokens.js';
import { hashPassword, type Connection } from '../../lib/passwords.js';
import type { Caller } from '../../lib/request-client.js';
import { isUuid } from '../../lib/uuid.js';
import type { ServiceDeps } from '../service-deps.js';
import { newSupporterCode } from './supporter-codes.js';
import { supporterInviteMail } from './supporter-mails.js';

/** A set-password link works once, for 7 days (docs/api.md, Supporters). */
const SET_PASSWORD_TTL_MS = 7 * 24 * 3600_000;
const PURPOSE = 'supporter_set_password';
/** A new code that is already taken is drawn again; with 31^8 codes, a second draw is already rare. */
const CODE_ATTEMPTS = 5;

export type SupporterRow = typeof supporters.$inferSelect;
type MailDeps = Pick<ServiceDeps, 'db' | 'mailer' | 'config' | 'log'>;

export const toSupporter = (row: SupporterRow): Supporter => ({
  id: row.id,
  email: row.email,
  name: row.name,
  active: row.active,
  password_set: row.passwordHash !== null,
  created_at: row.createdAt.toISOString(),
  last_login_at: row.lastLoginAt?.toISOString() ?? null,
});

const unknownSupporter = () => notFound('Supporter');

/** A fresh set-password secret for the supporter: any earlier one stops working. */
const newSetPasswordSecret = (db: ServiceDeps['db'], supporterId: string) =>
  createOneTimeToken(db, PURPOSE, { supporterId }, SET_PASSWORD_TTL_MS);

/**
 * Mails the set-password link without waiting for the mail server: a failure is logged without
 * the address, and the invitation stands (resend mails again).
 */
function mailSetPasswordLink(deps: MailDeps, row: SupporterRow, secret: string, language: Language): void {
  void deps.mailer
    .send(supporterInviteMail(deps.config, row, secret, language))
    .catch((err: unknown) => deps.log.error({ mail: mailFailure(err) }, 'supporter invitation mail failed'));
}

/**
 * Creates a supporter with a new code and mails them the link to set a password. An e-mail that
 * already has a supporter (active or not) is 409: a deactivated supporter stays deactivated.
 */
export async function inviteSupporter(
  deps: MailDeps,
  input: InviteSupporter,
  actor: AuditActor,
  language: Language,
): Promise<Supporter> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const made = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(supporters)
        .values({
          email: input.email,
          name: input.name,
          code: newSupporterCode(),
          invitedByAdminId: actor.actorAdminId,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return undefined;
      await recordAudit(tx, {
        ...actor,
        action: 'supporter.invite',
        targetType: 'supporter',
        targetId: row.id,
        details: { name: row.name },
      });
      return { row, secret: await newSetPasswordSecret(tx, row.id) };
    });
    if (made) {
      mailSetPasswordLink(deps, made.row, made.secret, language);
      return toSupporter(made.row);
    }
    const [taken] = await deps.db
      .select({ id: supporters.id })
      .from(supporters)
      .where(eq(supporters.email, input.email));
    if (taken) throw new AppError('CONFLICT', 'A supporter with this e-mail address already exists.');
  }
  throw new Error('no free supporter code after several attempts');
}

/** Every supporter, newest first. */
export async function listSupporters({ db }: Pick<ServiceDeps, 'db'>): Promise<Supporter[]> {
  const rows = await db.select().from(supporters).orderBy(desc(supporters.createdAt), desc(supporters.id));
  return rows.map(toSupporter);
}

async function findSupporter(db: ServiceDeps['db'], id: string): Promise<SupporterRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(supporters).where(eq(supporters.id, id));
  return row;
}

/** Mails a new set-password link; the earlier one stops working. 404 unknown, 409 deactivated. */
export async function resendInvitation(
  deps: MailDeps,
  id: string,
  actor: AuditActor,
  language: Language,
): Promise<Supporter> {
  const row = await findSupporter(deps.db, id);
  if (!row) throw unknownSupporter();
  if (!row.active) throw new AppError('CONFLICT', 'This supporter has been deactivated.');
  const secret = await deps.db.transaction(async (tx) => {
    await recordAudit(tx, {
      ...actor,
      action: 'supporter.resend',
      targetType: 'supporter',
      targetId: row.id,
      details: { name: row.name },
    });
    return newSetPasswordSecret(tx, row.id);
  });
  mailSetPasswordLink(deps, row, secret, language);
  return toSupporter(row);
}

/**
 * Deactivates at once, in one transaction: the supporter's sessions are revoked, every link to them
 * ends, and any set-password link stops working. Deactivating one already deactivated changes nothing.
 */
export async function deactivateSupporter(
  { db }: Pick<ServiceDeps, 'db'>,
  id: string,
  actor: AuditActor,
): Promise<Supporter> {
  if (!isUuid(id)) throw unknownSupporter();
  const deactivated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(supporters)
      .set({ active: false, deactivatedAt: sql`now()` })
      .where(and(eq(supporters.id, id), eq(supporters.active, true)))
      .returning();
    if (!row) return undefined;
    await revokeAllSessions(tx, 'supporter', id);
    await tx
      .update(supportLinks)
      .set({ endedAt: sql`now()` })
      .where(and(eq(supportLinks.supporterId, id), isNull(supportLinks.endedAt)));
    await spendOneTimeTokens(tx, PURPOSE, { supporterId: id });
    await recordAudit(tx, {
      ...actor,
      action: 'supporter.deactivate',
      targetType: 'supporter',
      targetId: id,
      details: { name: row.name },
    });
    return row;
  });
  if (deactivated) return toSupporter(deactivated);
  const already = await findSupporter(db, id);
  if (!already) throw unknownSupporter();
  return toSupporter(already);
}

const invalidToken = () =>
  new AppError('INVALID_TOKEN', 'This link is invalid or has expired. Please ask for a new one.');

/**
 * Sets the password through the mailed link, all or nothing: the link is spent and any session
 * of the supporter ends. The password passes the common-password check, and a bad link is
 * refused before any hashing.
 */
export async function setSupporterPassword(
  { db }: Pick<ServiceDeps, 'db'>,
  input: SupporterSetPassword,
  connection?: Connection,
): Promise<void> {
  assertNotCommonPassword(input.password, 'password');
  if (!(await findLiveOneTimeToken(db, PURPOSE, input.token))?.supporterId) throw invalidToken();
  const passwordHash = await hashPassword(input.password, connection);
  await db.transaction(async (tx) => {
    const spent = await consumeOneTimeToken(tx, PURPOSE, input.token);
    if (!spent?.supporterId) throw invalidToken();
    const [row] = await tx
      .update(supporters)
      .set({ passwordHash })
      .where(and(eq(supporters.id, spent.supporterId), eq(supporters.active, true)))
      .returning({ id: supporters.id });
    if (!row) throw invalidToken();
    await revokeAllSessions(tx, 'supporter', row.id);
  });
}

/** The supporter with this e-mail, with the password hash a sign-in checks. */
export async function findSupporterByEmail(
  { db }: Pick<ServiceDeps, 'db'>,
  email: string,
): Promise<SupporterRow | undefined> {
  const [row] = await db.select().from(supporters).where(eq(supporters.email, email)).limit(1);
  return row;
}

export const toSupporterSelf = (row: Pick<SupporterRow, 'id' | 'name' | 'code'>): SupporterSelf => ({
  id: row.id,
  name: row.name,
  code: row.code,
});

/** Opens a session for a supporter whose password was checked, and dates the sign-in. */
export async function startSupporterSession(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  supporterId: string,
  client: Caller,
): Promise<string> {
  const { token } = await issueToken(db, config.jwtSecret, 'supporter', supporterId, client);
  await db
    .update(supporters)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(supporters.id, supporterId));
  return token;
}

export const endSupporterSession = ({ db }: Pick<ServiceDeps, 'db'>, sessionId: string) => revokeSession(db, sessionId);

/** The signed-in supporter's name and code. Their session was checked, so they exist. */
export async function supporterSelf({ db }: Pick<ServiceDeps, 'db'>, id: string): Promise<SupporterSelf> {
  const row = await findSupporter(db, id);
  if (!row) throw unknownSupporter();
  return toSupporterSelf(row);
}
