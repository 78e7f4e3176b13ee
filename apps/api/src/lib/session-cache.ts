import type { TokenClaims } from './auth-tokens.js';
import { InvalidatedCache } from './invalidated-cache.js';

/**
 * Tokens whose signature this instance has checked, and sessions it has seen to be live, so a
 * signed-in request needs neither an HMAC nor a query to learn that its session was not
 * revoked.
 *
 * A checked token is remembered with its claims until it expires; it still counts only while
 * its session is live. A session leaves the cache when it ends: the database announces every
 * revocation and deletion of a session row (a trigger, see the migrations), and this process's
 * own revocations are forgotten at once (`endedInProcess`), so the caller's next request cannot
 * beat the announcement. The exactness rules are InvalidatedCache's.
 */
export class SessionCache {
  private readonly live: InvalidatedCache<{ subject: string; expiresAt: number }>;
  private readonly signed: InvalidatedCache<{ claims: TokenClaims; expiresAt: number }>;

  constructor(maxEntries = 50_000, options: { enabled?: boolean } = {}) {
    this.live = new InvalidatedCache(maxEntries, options);
    // A signature does not change when sessions do: always on.
    this.signed = new InvalidatedCache(maxEntries);
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
    this.signed.set(this.signed.ticket(), token, { claims, expiresAt });
  }

  /** True when the session is known live for this subject; false means: ask the database. */
  isLive(sessionId: string, subject: string, now = Date.now()): boolean {
    const entry = this.live.get(sessionId);
    if (!entry) return false;
    if (entry.subject === subject && entry.expiresAt > now) return true;
    this.live.delete(sessionId);
    return false;
  }

  /** Taken before a database lookup, handed to `remember` after it. */
  ticket(): number {
    return this.live.ticket();
  }

  remember(ticket: number, sessionId: string, subject: string, expiresAt: number): void {
    this.live.set(ticket, sessionId, { subject, expiresAt });
  }

  /** The session ended (revoked, or its row deleted), here or on another instance. */
  forget(sessionId: string): void {
    this.live.delete(sessionId);
  }

  /** Every session of this patient or admin ended, or all but one (which stays cached). */
  forgetSubject(subject: string, exceptSessionId?: string): void {
    this.live.deleteWhere((sessionId, entry) => entry.subject === subject && sessionId !== exceptSessionId);
  }

  setEnabled(enabled: boolean): void {
    this.live.setEnabled(enabled);
  }
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
