import type { Language } from '../../../lib/i18n';

/** A version's moment as the admin screens show it: local date and time, no seconds, in the language in use. */
export function formatWhen(iso: string, language: Language): string {
  return new Date(iso).toLocaleString(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
