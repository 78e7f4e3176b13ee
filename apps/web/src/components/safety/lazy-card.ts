import { lazy } from 'react';

/**
 * The safety card, loaded when first shown or ahead of need: its code (with its country list)
 * is no part of any page's first load. Kept apart from the check of typed words, so a page that
 * may only show the card (the patient layout, for a concern a later sync reports) does not carry
 * the phrase lists in the first load of every page.
 */
export const SafetyCard = lazy(() => import('./safety-card').then((m) => ({ default: m.SafetyCard })));
/** Starts loading the card ahead of need, so it appears at once when it is called for. */
export const preloadSafetyCard = () => void import('./safety-card');
