import type { Experience, SessionStep } from '@clearwell/shared';
import { api } from '../../../lib/api-client';
import { patientAuth } from '../../../lib/auth-storage';
import { appQueryClient } from '../../../lib/query-client';
import { agreementQuery } from '../../../lib/get-agreement';

// What the guided session needs before it can show its first step. Plain options, no hooks, so
// the route can start these requests from the entry bundle without pulling React Query's hooks in.

export async function getSessionSteps(): Promise<SessionStep[]> {
  const { data } = await api<SessionStep[]>('/api/session-steps');
  return [...data].sort((a, b) => a.order - b.order);
}

export async function getExperiences(): Promise<Experience[]> {
  return (await api<Experience[]>('/api/experiences')).data;
}

export const sessionStepsQuery = { queryKey: ['session-steps'], queryFn: getSessionSteps, staleTime: 5 * 60_000 };
export const experiencesQuery = { queryKey: ['experiences'], queryFn: getExperiences, staleTime: 5 * 60_000 };

/**
 * The /begin-session route's loader: starts the three requests as the navigation starts, so they
 * travel while the page's code downloads instead of after it. It does not wait for them (the page
 * shows its own loading and error states) and asks nothing without a sign-in.
 */
export function prefetchBeginSession(): null {
  if (patientAuth.getToken()) {
    for (const query of [agreementQuery, sessionStepsQuery, experiencesQuery]) {
      void appQueryClient.prefetchQuery(query as Parameters<typeof appQueryClient.prefetchQuery>[0]);
    }
  }
  return null;
}
