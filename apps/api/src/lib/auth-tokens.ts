import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Language } from '@clearwell/shared';
import type { Db } from '../db/client.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { authSessions, users } from '../db/schema.js';
import { AppError } from './app-error.js';
import { isUuid } from './uuid.js';

export type Audience = 'patient' | 'admin' | 'supporter';
export const AUDIENCES: readonly Audience[] = ['patient', 'admin', 'supporter'];
export const TOKEN_TTL_SECONDS: Record<Audience, number> = { patient: 12 * 3600, admin: 8 * 3600, supporter: 8 * 3600 };
const ALGORITHM = 'HS256';

/** The session row's column that names an audience's subject. */
const SUBJECT_COLUMN = {
  patient: authSessions.userId,
  admin: authSessions.adminId,
  supporter: authSessions.supporterId,
} as const;
const ISSUER = 'clearwell';

export interface TokenClaims {
  sub: string;
  sid: string;
  aud: Audience;
}

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

/**
 * The HMAC key, imported once per secret: handing jose the raw bytes would import a new
 * CryptoKey for every token checked, a third of the cost of a signed-in request.
 */
const keyCache = new Map<string, Promise<webcrypto.CryptoKey>>();
function keyOf(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keyCache.set(secret, key);
  }
  return key;
}

/** Creates the session row, then signs a token naming it. */
export async function issueToken(
  db: Db,
  secret: string,
  audience: Audience,
  subjectId: string,
  client: ClientInfo = {},
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const ttl = TOKEN_TTL_SECONDS[audience];
  const expiresAt = new Date(Date.now() + ttl * 1000);
  const [row] = await db
    .insert(authSessions)
    .values({
      userId: audience === 'patient' ? subjectId : null,
      adminId: audience === 'admin' ? subjectId : null,
      supporterId: audience === 'supporter' ? subjectId : null,
      ip: client.ip ?? null,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      expiresAt,
    })
    .returning({ id: authSessions.id });
  const token = await new SignJWT({ sid: row!.id })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(subjectId)
    .setAudience(audience)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await keyOf(secret));
  return { token, sessionId: row!.id, expiresAt };
}

const unauthorized = (message = 'Your session is not valid. Please sign in again.') =>
  new AppError('UNAUTHORIZED', message);

/** What a patient's requests read of their account with the session check, so that no route asks again. */
export interface PatientState {
  language: Language;
  agreementAccepted: boolean;
}

/** The session check's query, prepared (decision 019): it runs on every signed-in request. */
function prepareSessionCheck(audience: Audience) {
  const subjectColumn = SUBJECT_COLUMN[audience];
  return preparedPerDatabase((db) =>
    db
      .select({ id: authSessions.id, language: users.language, agreementAccepted: users.agreementAccepted })
      .from(authSessions)
      .leftJoin(users, eq(users.id, authSessions.userId))
      .where(
        and(
          eq(authSessions.id, sql.placeholder('sid')),
          eq(subjectColumn, sql.placeholder('sub')),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare(`session_check_${audience}`),
  );
}
const sessionCheck: Record<Audience, ReturnType<typeof prepareSessionCheck>> = {
  patient: prepareSessionCheck('patient'),
  admin: prepareSessionCheck('admin'),
  supporter: prepareSessionCheck('supporter'),
};

/**
 * Signature, algorithm, expiry, audience, then the session row by its primary key (not revoked,
 * not expired, this subject's): a revoked token fails from the revocation's commit on.
 */
export async function verifyToken(
  db: Db,
  secret: string,
  token: string,
): Promise<TokenClaims & { patient: PatientState | null }> {
  const claims = await checkSignedClaims(secret, token);
  const [session] = await sessionCheck[claims.aud](db).execute({ sid: claims.sid, sub: claims.sub, now: new Date() });
  if (!session) throw unauthorized();
  const patient =
    session.language === null || session.agreementAccepted === null
      ? null
      : { language: session.language, agreementAccepted: session.agreementAccepted };
  return { ...claims, patient };
}

async function checkSignedClaims(secret: string, token: string): Promise<TokenClaims> {
  let claims: TokenClaims;
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      requiredClaims: ['exp', 'sub', 'sid', 'aud'],
    });
    const aud = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
    if (!AUDIENCES.includes(aud as Audience) || typeof payload.sid !== 'string' || !payload.sub) {
      throw unauthorized();
    }
    claims = { sub: payload.sub, sid: payload.sid, aud: aud as Audience };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof joseErrors.JWTExpired) throw unauthorized('Your session has expired. Please sign in again.');
    throw unauthorized();
  }
  if (!isUuid(claims.sid) || !isUuid(claims.sub)) throw unauthorized();
  return claims;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Revokes every live session of a patient, admin or supporter, optionally sparing the caller's own. */
export async function revokeAllSessions(
  db: Db,
  audience: Audience,
  subjectId: string,
  exceptSessionId?: string,
): Promise<void> {
  const subjectColumn = SUBJECT_COLUMN[audience];
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(subjectColumn, subjectId),
        isNull(authSessions.revokedAt),
        exceptSessionId ? ne(authSessions.id, exceptSessionId) : undefined,
      ),
    );
}

/** A URL-safe secret of 256 bits and the SHA-256 that is stored in its place. */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: sha256(secret) };
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
