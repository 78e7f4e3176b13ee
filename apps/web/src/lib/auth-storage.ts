import type { GuideMedium } from '@clearwell/shared';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in state of one area (patient, admin or supporter): a token and a cached user in
 * localStorage. A corrupted cached user is discarded rather than trusted.
 */
export interface AuthStore<U> {
  getToken(): string | null;
  getUser(): U | null;
  /** Stores the user, and the token when one is given. */
  save(session: { user: U; token?: string | null }): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

function createAuthStore<U>(prefix: string): AuthStore<U> {
  const tokenKey = `${prefix}.token`;
  const userKey = `${prefix}.user`;
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedUser: U | null = null;
  const notify = () => listeners.forEach((l) => l());

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (e) => {
      if (e.key === tokenKey || e.key === userKey || e.key === null) notify();
    });
  }

  return {
    getToken: () => localStorage.getItem(tokenKey),
    getUser() {
      const raw = localStorage.getItem(userKey);
      if (raw === cachedRaw) return cachedUser;
      cachedRaw = raw;
      cachedUser = null;
      if (raw) {
        try {
          const parsed: unknown = JSON.parse(raw);
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) cachedUser = parsed as U;
          else localStorage.removeItem(userKey);
        } catch {
          localStorage.removeItem(userKey);
        }
      }
      return cachedUser;
    },
    save({ user, token }) {
      localStorage.setItem(userKey, JSON.stringify(user));
      if (token) localStorage.setItem(tokenKey, token);
      notify();
    },
    clear() {
      localStorage.removeItem(tokenKey);
      localStorage.removeItem(userKey);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface StoredPatient {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  status: 'inactive' | 'active';
  avatar: string | null;
  guide_medium: GuideMedium;
  share_data_for_research: boolean;
  agreement_accepted: boolean;
  [key: string]: unknown;
}

export interface StoredAdmin {
  id?: string;
  email?: string;
  name?: string;
  username?: string;
}

/** A supporter as the sign-in answers (docs/api.md, Supporters): their name and the code they give patients. */
export interface StoredSupporter {
  id: string;
  name: string;
  code: string;
}

export const patientAuth = createAuthStore<StoredPatient>('clearwell');
export const adminAuth = createAuthStore<StoredAdmin>('clearwell.admin');
export const supporterAuth = createAuthStore<StoredSupporter>('clearwell.supporter');

/** Re-renders when the area's token or user changes (in this tab or another). */
export function useAuth<U>(store: AuthStore<U>) {
  const token = useSyncExternalStore(store.subscribe, store.getToken, () => null);
  const user = useSyncExternalStore(store.subscribe, store.getUser, () => null);
  return { token, user, isSignedIn: Boolean(token) };
}

/** Seconds since the epoch at which a JWT expires, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}
