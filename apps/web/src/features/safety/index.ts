/** What other features use of the safety net: the card, the check of what is typed, country names. */
export { preloadSafetyCard, SafetyCard, useCrisisWords } from './in-session';
export { countryName, countryOptions } from './country-names';
