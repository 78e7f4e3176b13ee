import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage, type Language } from '@clearwell/shared/constants';
import { atom, computed } from 'nanostores';

export { LANGUAGES, type Language };

const STORAGE_KEY = 'clearwell.language';

/** Each language named in itself, as a switcher offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', de: 'Deutsch' };

function storedChoice(): Language | undefined {
  try {
    return toLanguage(localStorage.getItem(STORAGE_KEY)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The first of the browser's languages Clearwell speaks (docs/api.md, Languages), else English. */
export function browserLanguage(): Language {
  const wanted = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of wanted) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** What the person chose: the patient's setting once known, or a pick from a switcher. */
const chosen = atom<Language | undefined>(storedChoice());

/** The language in use: the choice, else the browser's, else English. */
export const language = computed(chosen, (choice) => choice ?? browserLanguage());

/** Switches the whole app; the choice is kept on this device for the next visit. */
export function chooseLanguage(next: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Private mode: the choice lasts for this visit.
  }
  chosen.set(next);
}

// Screen readers and the browser's own translation offer read <html lang>; keep it true.
if (typeof document !== 'undefined') language.subscribe((code) => (document.documentElement.lang = code));
