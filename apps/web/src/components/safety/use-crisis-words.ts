import { speaksOfCrisis } from '@clearwell/shared/safety-phrases';
import { useEffect, useState } from 'react';

/** How long typing pauses before the words are checked: the card does not flicker with each key. */
export const CRISIS_CHECK_DELAY_MS = 400;

/**
 * Whether what the patient has typed speaks of ending their life or harming themselves (the
 * phrase list the server uses), checked once typing pauses. Nothing leaves the device.
 */
export function useCrisisWords(text: string): boolean {
  const [heard, setHeard] = useState(() => speaksOfCrisis(text));
  useEffect(() => {
    const timer = setTimeout(() => setHeard(speaksOfCrisis(text)), CRISIS_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return heard;
}
