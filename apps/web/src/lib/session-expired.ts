import type { Area } from './api-client';

/**
 * Areas whose session ended by expiry (the server refused the token, or it was about to run
 * out), until someone signs in there again. Clearing the credentials re-renders the area's guard
 * before the router has moved on, and a guard may redirect more than once while the first page
 * loads: every such redirect reads this, so each keeps `?session=expired` and the login page
 * says why. The tab keeps it too (sessionStorage), not only the page: a 401 met by one page just
 * as the next one loads (a request still out, a kept session being sent) still leaves that next
 * page saying why the person must sign in again. It names areas, nothing personal.
 */
const STORAGE_KEY = 'clearwell.session-expired';

function storedAreas(): Area[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as Area[]) : [];
  } catch {
    return [];
  }
}

const expiredAreas = new Set<Area>(storedAreas());

function keepForTheTab(): void {
  try {
    if (expiredAreas.size === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...expiredAreas]));
  } catch {
    // Storage refused (a full quota, say): the notice lasts as long as the page.
  }
}

export const isSessionExpired = (area: Area): boolean => expiredAreas.has(area);

export const markSessionExpired = (area: Area): void => {
  expiredAreas.add(area);
  keepForTheTab();
};

/** A new session in the area (a sign-in, or a token found in place): the old one's notice is over. */
export const forgetSessionExpiry = (area: Area): void => {
  expiredAreas.delete(area);
  keepForTheTab();
};
