import type { TokenClaims } from './auth-tokens.js';

/**
 * Tokens whose signature this instance has checked, and sessions it has seen to be live, so a signed-in request does not need a query to
 * learn that its session was not revoked. A session leaves the cache when it ends: the database
 * announces every revocation and deletion of a session row (a trigger, see the migrations), and
 * this process's own revocations are forgotten at once (`endedInProcess`), so the caller's next
 * request cannot beat the announcement.
 *
 * A checked token is remembered with its claims until it expires, so its HMAC is computed
 * once, not on every request; it still counts only while its session is live.
 *
 * Two guards keep sessions exact:
 * - it answers only while every announcement is heard (`setEnabled`); otherwise each request
 *   reads the database;
 * - a lookup that was in flight when any session ended is not remembered, since it may have
 *   read the row just before the revocation.
 */
export class SessionCache {
  private readonly live = new Map<string, { subject: string; expiresAt: number }>();
  private readonly signed = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  private generation = 0;
  private enabled: boolean;

  constructor(
    private readonly maxEntries = 50_000,
    options: { enabled?: boolean } = {},
  ) {
    this.enabled = options.enabled ?? true;
  }

  /** The claims of a token already checked, while it has not expired. */
  claimsOf(token: string, now = Date.now()): TokenClaims | undefined {
    const entry = this.signed.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.claims;
    this.signed.delete(token);
    return undefined;
  }

  rememberClaims(token: string, claims: TokenClaims, expiresAt: number): void {
    bounded(this.signed, this.maxEntries).set(token, { claims, expiresAt });
  }

  /** True when the session is known live for this subject; false means: ask the database. */
  isLive(sessionId: string, subject: string, now = Date.now()): boolean {
    if (!this.enabled) return false;
    const entry = this.live.get(sessionId);
    if (!entry) return false;
    if (entry.subject === subject && entry.expiresAt > now) return true;
    this.live.delete(sessionId);
    return false;
  }

  /** Taken before a database lookup, handed to `remember` after it. */
  ticket(): number {
    return this.generation;
  }

  remember(ticket: number, sessionId: string, subject: string, expiresAt: number): void {
    if (!this.enabled || ticket !== this.generation) return;
    bounded(this.live, this.maxEntries).set(sessionId, { subject, expiresAt });
  }

  /** The session ended (revoked, or its row deleted), here or on another instance. */
  forget(sessionId: string): void {
    this.generation++;
    this.live.delete(sessionId);
  }

  /** Every session of this patient or admin ended, or all but one (which stays cached). */
  forgetSubject(subject: string, exceptSessionId?: string): void {
    this.generation++;
    for (const [sessionId, entry] of this.live) {
      if (entry.subject === subject && sessionId !== exceptSessionId) this.live.delete(sessionId);
    }
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.generation++;
    this.live.clear();
  }
}

/** Makes room for one more entry, dropping the oldest (a Map keeps insertion order). */
function bounded<K, V>(map: Map<K, V>, max: number): Map<K, V> {
  if (map.size >= max) map.delete(map.keys().next().value!);
  return map;
}

/** Every cache of this process (one per app; tests run several), told of its own revocations directly. */
const caches = new Set<SessionCache>();

export const endedInProcess = {
  register(cache: SessionCache): () => void {
    caches.add(cache);
    return () => caches.delete(cache);
  },
  session(sessionId: string): void {
    for (const cache of caches) cache.forget(sessionId);
  },
  subject(subject: string, exceptSessionId?: string): void {
    for (const cache of caches) cache.forgetSubject(subject, exceptSessionId);
  },
};
