import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Area } from './api-client';
import {
  adminAuth,
  patientAuth,
  supporterAuth,
  type AuthStore,
  type StoredAdmin,
  type StoredPatient,
  type StoredSupporter,
} from './auth-storage';
import { forgetKeptSessionsOfOthers, forgetOfflineCaches, forgetOfflineData } from './offline-storage';
import { forgetSessionExpiry } from './session-expired';
import { clearSessionProgress } from './session-progress';

interface UserOf {
  patient: StoredPatient;
  admin: StoredAdmin;
  supporter: StoredSupporter;
}
const stores: { [A in Area]: AuthStore<UserOf[A]> } = {
  patient: patientAuth,
  admin: adminAuth,
  supporter: supporterAuth,
};

/**
 * The end of one person's time on this device, however it ends: logout (whether or not the
 * server heard it), a sign-in, account deletion, or a session the server no longer accepts or
 * that is about to expire. Every path calls this, so a phone passed to someone else keeps
 * nothing of the one before: their token and cached user, their unfinished guided session,
 * every cached server answer (one cache serves both areas, so all of it), and what the device
 * keeps for offline use (lib/offline-storage.ts): the service worker's copies of answers, and
 * the finished sessions waiting to be sent unless `keptSessions` is 'keep'. A sign-in that ended
 * by itself (expired, refused) keeps them, for the same patient to send after signing in again;
 * the next sign-in deletes anyone else's. A logout sends them first or asks before discarding them.
 *
 * The credentials go first: a screen that re-renders meanwhile then has no one to save for.
 * `keep` spares one cached answer, for the page that is showing the sign-in that follows.
 */
export function forgetUserOnDevice(
  area: Area,
  queryClient: QueryClient,
  keep?: QueryKey,
  { keptSessions = 'forget' }: { keptSessions?: 'forget' | 'keep' } = {},
): void {
  stores[area].clear();
  if (area === 'patient') {
    clearSessionProgress();
    (keptSessions === 'keep' ? forgetOfflineCaches() : forgetOfflineData()).catch((err) =>
      console.warn('Offline data not cleared', err),
    );
  }
  if (!keep) return queryClient.clear();
  const kept = hashKey(keep);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== kept });
  queryClient.getMutationCache().clear();
}

/**
 * A sign-in starts clean: whoever was signed in or left data here before is forgotten first,
 * except the finished sessions this same patient kept on the device, which are sent once the
 * sign-in is stored (lib/service-worker.ts listens for it).
 */
export function signInOnDevice<A extends Area>(
  area: A,
  session: { user: UserOf[A]; token: string },
  queryClient: QueryClient,
  keep?: QueryKey,
): void {
  forgetUserOnDevice(area, queryClient, keep, { keptSessions: 'keep' });
  forgetSessionExpiry(area);
  if (area === 'patient' && typeof session.user.id === 'string')
    forgetKeptSessionsOfOthers(session.user.id).catch((err) => console.warn('Offline data not cleared', err));
  (stores[area] as AuthStore<UserOf[A]>).save(session);
}
