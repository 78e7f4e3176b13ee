import type { CheckIn } from '@clearwell/shared';
import { speaksOfCrisis } from '@clearwell/shared/safety-phrases';

/**
 * Whether the session eased: its last rating was below its first. Only then does "Is it still
 * gone?" fit; a session that stayed as strong (7 → 7, 9 → 9) is asked how it is now.
 */
export function sessionEased(checkIn: Pick<CheckIn, 'intensity_first' | 'intensity_last'>): boolean {
  const { intensity_first: first, intensity_last: last } = checkIn;
  return first !== null && last !== null && last < first;
}

/**
 * What the check-in may quote of the session: its first text answer, unless those words spoke
 * of ending one's life or harming oneself (the shared phrase list). Such words are never read
 * back to the patient days later; the experience's name is used instead.
 */
export function quotableSummary(checkIn: Pick<CheckIn, 'summary' | 'experience'>): string | null {
  if (checkIn.summary && !speaksOfCrisis(checkIn.summary)) return checkIn.summary;
  return checkIn.experience;
}
