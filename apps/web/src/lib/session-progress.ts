/**
 * The in-progress guided session kept in the browser, so a reload resumes where the patient
 * was. Settings → Clear Data → This Session empties it.
 *
 * It belongs to one patient: it is kept with its owner's id, and read only by that owner. A
 * device can pass from one person to the next, so progress kept for anyone else (or for nobody
 * known, as before owners were kept) is never shown and is deleted when found.
 */
export const SESSION_PROGRESS_KEY = 'clearwell.session-progress';

interface OwnedProgress {
  owner: string;
  progress: unknown;
}

function readOwned(): OwnedProgress | null {
  const raw = localStorage.getItem(SESSION_PROGRESS_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as OwnedProgress).owner === 'string' &&
      'progress' in parsed
    ) {
      return parsed as OwnedProgress;
    }
  } catch {
    /* unreadable: treated as nobody's */
  }
  return { owner: '', progress: null };
}

/** The owner's progress; anyone else's is deleted and null returned. */
export function readSessionProgress<T>(owner: string | null | undefined): T | null {
  const stored = readOwned();
  if (!stored) return null;
  if (owner && stored.owner === owner) return stored.progress as T;
  clearSessionProgress();
  return null;
}

/** Keeps the progress for its owner; without a known owner nothing is kept. */
export function writeSessionProgress<T>(owner: string | null | undefined, progress: T): void {
  if (!owner) return clearSessionProgress();
  localStorage.setItem(SESSION_PROGRESS_KEY, JSON.stringify({ owner, progress } satisfies OwnedProgress));
}

export function clearSessionProgress(): void {
  localStorage.removeItem(SESSION_PROGRESS_KEY);
}
