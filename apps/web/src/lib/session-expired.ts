import type { Area } from './api-client';

/**
 * Areas whose session ended by expiry (the server refused the token, or it was about to run
 * out), until someone signs in there again. Clearing the credentials re-renders the area's guard
 * before the router has moved on, and a guard may redirect more than once while the first page
 * loads: every such redirect reads this, so each keeps `?session=expired` and the login page
 * says why.
 */
const expiredAreas = new Set<Area>();

export const isSessionExpired = (area: Area): boolean => expiredAreas.has(area);

export const markSessionExpired = (area: Area): void => {
  expiredAreas.add(area);
};

/** A new session in the area (a sign-in, or a token found in place): the old one's notice is over. */
export const forgetSessionExpiry = (area: Area): void => {
  expiredAreas.delete(area);
};
