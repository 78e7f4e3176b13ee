import { chooseLanguage } from '../src/lib/i18n/language';

/**
 * Back to how a fresh English browser starts: English, and nothing kept on the device. (The
 * product never forgets a choice: it is not personal data, so a shared device keeps it.)
 */
export function resetLanguageChoice(): void {
  chooseLanguage('en');
  localStorage.removeItem('clearwell.language');
}
