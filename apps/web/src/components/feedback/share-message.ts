import { i18n, params } from '../../lib/i18n';
import { language } from '../../lib/i18n/language';

const messages = i18n('feedback/share-message', {
  cleared: params('I just cleared {experience} using {appName}.'),
  clearedAny: params('I just cleared an unwanted experience using {appName}.'),
});

/** "a physical pain", "an emotional issue": the experience as it reads inside an English sentence. */
export function sharePhrase(experience: string | null): string {
  const words = (experience ?? '').trim().toLowerCase();
  if (!words) return 'an unwanted experience';
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
}

/**
 * The message a patient may post, in the language in use. The experience is named as the server
 * gave it in that language: lower-cased inside a sentence, except in German, whose nouns keep
 * their capital.
 */
export function shareMessage(experience: string | null, appName: string, lang = language.get()): string {
  const t = messages.get();
  const words = (experience ?? '').trim();
  if (!words) return t.clearedAny({ appName });
  if (lang === 'en') return t.cleared({ experience: sharePhrase(words), appName });
  return t.cleared({ experience: lang === 'de' ? words : words.toLowerCase(), appName });
}

export function facebookShareUrl(pageUrl: string, message: string): string {
  const params = new URLSearchParams({ u: pageUrl, quote: message });
  return `https://www.facebook.com/sharer/sharer.php?${params.toString()}`;
}
