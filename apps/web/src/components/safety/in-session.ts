/**
 * What a session uses of the safety net, kept apart from the country helpers so a session's
 * first page stays light: the card (with its country list) loads when first shown or ahead of
 * need; the check of what is typed is small.
 */
export { preloadSafetyCard, SafetyCard } from './lazy-card';
export { useCrisisWords } from './use-crisis-words';
export { AnnouncedSafetyCard } from './announced-card';
