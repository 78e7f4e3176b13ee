/**
 * The in-progress guided session kept in the browser, so a reload resumes where the patient
 * was. Settings → Clear Data → This Session empties it.
 */
export const SESSION_PROGRESS_KEY = 'clearwell.session-progress';

export function readSessionProgress<T>(): T | null {
  const raw = localStorage.getItem(SESSION_PROGRESS_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    localStorage.removeItem(SESSION_PROGRESS_KEY);
    return null;
  }
}

export function writeSessionProgress<T>(progress: T): void {
  localStorage.setItem(SESSION_PROGRESS_KEY, JSON.stringify(progress));
}

export function clearSessionProgress(): void {
  localStorage.removeItem(SESSION_PROGRESS_KEY);
}
