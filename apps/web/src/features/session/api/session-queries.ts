import type { Experience, SessionStep } from '@clearwell/shared';
import { api } from '../../../lib/api-client';
import { getExperiences } from '../../../lib/get-experiences';
import { prefetchForPatient } from '../../../lib/prefetch-for-patient';
import { agreementQuery } from '../../../lib/get-agreement';
import { language, type Language } from '../../../lib/i18n/language';
import { queryKeys } from '../../../lib/query-keys';

// What the guided session needs before it can show its first step. Plain options, no hooks, so
// the route can start these requests from the entry bundle without pulling React Query's hooks in.
// The steps and choices come in the language in use (docs/api.md, Languages): it is part of the query key,
// so a switch asks again, and of the URL, so the service worker keeps each language apart.

export async function getSessionSteps(lang: Language): Promise<SessionStep[]> {
  const { data } = await api<SessionStep[]>('/api/session-steps', { query: { lang } });
  return [...data].sort((a, b) => a.order - b.order);
}

// While another language loads, the steps already shown stay (and the patient's place in them).
const keepShown = <T>(previous: T) => previous;

export const sessionStepsQuery = (lang: Language) => ({
  queryKey: queryKeys.sessionSteps(lang),
  queryFn: () => getSessionSteps(lang),
  staleTime: 5 * 60_000,
  placeholderData: keepShown<SessionStep[] | undefined>,
});
export const experiencesQuery = (lang: Language) => ({
  queryKey: queryKeys.experiences(lang),
  queryFn: () => getExperiences(lang),
  staleTime: 5 * 60_000,
  placeholderData: keepShown<Experience[] | undefined>,
});

/**
 * What /begin-session prefetches (routes.tsx): starts the three requests as the navigation starts, so they
 * travel while the page's code downloads instead of after it. It does not wait for them (the page
 * shows its own loading and error states) and asks nothing without a sign-in.
 */
export function prefetchBeginSession(): null {
  const lang = language.get();
  return prefetchForPatient([agreementQuery, sessionStepsQuery(lang), experiencesQuery(lang)]);
}
