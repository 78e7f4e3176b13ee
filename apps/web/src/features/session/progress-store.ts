import { patientAuth } from '../../lib/auth-storage';
import { clearSessionProgress, readSessionProgress, writeSessionProgress } from '../../lib/session-progress';
import type { EngineStep } from './engine/answers';
import { isResumable, type SessionState } from './engine/session-engine';

/** What is kept in the browser: the engine state, the steps it was made for, and the id it will be sent with. */
interface SavedProgress {
  steps: string[];
  state: SessionState;
  client_id?: string;
}

const fingerprint = (steps: EngineStep[]) => steps.map((s) => s.id);
/** The signed-in patient: the only one whose progress is read or kept. */
const owner = () => patientAuth.getUser()?.id;

/** The patient's saved session when it was made for exactly these steps; anything else is dropped. */
export function loadProgress(steps: EngineStep[]): { state: SessionState; clientId?: string } | null {
  const saved = readSessionProgress<Partial<SavedProgress>>(owner());
  if (!saved) return null;
  const same = Array.isArray(saved.steps) && saved.steps.join('|') === fingerprint(steps).join('|');
  if (same && isResumable(saved.state, steps))
    return { state: saved.state, clientId: typeof saved.client_id === 'string' ? saved.client_id : undefined };
  clearSessionProgress();
  return null;
}

export function saveProgress(steps: EngineStep[], state: SessionState, clientId?: string) {
  try {
    writeSessionProgress<SavedProgress>(owner(), { steps: fingerprint(steps), state, client_id: clientId });
  } catch {
    /* storage full or disabled: the session still works, it just will not survive a reload */
  }
}

export const clearProgress = clearSessionProgress;
