import { patientAuth } from './auth-storage';
import { appQueryClient } from './query-client';

type AnyQuery = Parameters<typeof appQueryClient.prefetchQuery>[0];

/**
 * A route prefetch's body (app/route-page.tsx): starts a signed-in patient's requests as the navigation starts, so they
 * travel while the page's code downloads (and while the session check is out) instead of one after
 * another once the page has rendered. It never waits for them: the page shows its own loading and
 * error states, and an answer still fresh in the cache is not asked again. Without a sign-in it
 * asks nothing (the guard sends the person to sign in).
 */
export function prefetchForPatient(queries: readonly object[]): null {
  if (patientAuth.getToken()) {
    for (const query of queries) void appQueryClient.prefetchQuery(query as AnyQuery);
  }
  return null;
}
