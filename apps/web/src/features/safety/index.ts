/** What other features use of the safety net: the card and the check of what a patient types. */
export { SafetyCard } from './components/safety-card';
export { useCrisisWords } from './use-crisis-words';
export { countryName, countryOptions } from './country-names';
