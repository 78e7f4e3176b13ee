import { lazy } from 'react';

/**
 * What a session uses of the safety net, kept apart from the country helpers so a session's
 * first page stays light: the card (with its country list) loads when first shown or ahead of
 * need; the check of what is typed is small.
 */
export const SafetyCard = lazy(() => import('./safety-card').then((m) => ({ default: m.SafetyCard })));
/** Starts loading the card ahead of need, so it appears at once when it is called for. */
export const preloadSafetyCard = () => void import('./safety-card');
export { useCrisisWords } from './use-crisis-words';
