import { isResumable, type SessionState } from './engine/session-engine';
import type { EngineStep } from './engine/answers';

const KEY = 'clearwell.session-progress';

/** What is kept in the browser: the engine state and the steps it was made for. */
interface SavedProgress {
  steps: string[];
  state: SessionState;
}

const fingerprint = (steps: EngineStep[]) => steps.map((s) => s.id);

/** The saved session when it was made for exactly these steps; anything else is dropped. */
export function loadProgress(steps: EngineStep[]): SessionState | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<SavedProgress>;
    const same = Array.isArray(saved.steps) && saved.steps.join('|') === fingerprint(steps).join('|');
    if (same && isResumable(saved.state, steps)) return saved.state;
  } catch {
    /* corrupted: start afresh */
  }
  localStorage.removeItem(KEY);
  return null;
}

export function saveProgress(steps: EngineStep[], state: SessionState) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ steps: fingerprint(steps), state } satisfies SavedProgress));
  } catch {
    /* storage full or disabled: the session still works, it just will not survive a reload */
  }
}

export function clearProgress() {
  localStorage.removeItem(KEY);
}
