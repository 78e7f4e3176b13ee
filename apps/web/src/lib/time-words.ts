import { i18n } from './i18n';
import { language } from './i18n/language';

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/**
 * `7d` → 604800: the schedule entry a check-in names. The same rule as the shared schedule
 * parser, kept here so the patient's pages need no schema library.
 */
export function afterSeconds(after: string): number {
  const match = /^(\d+)([smhd])$/.exec(after);
  return match ? Number(match[1]) * UNIT_SECONDS[match[2]!]! : 0;
}

const NUMBERS = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
];
const spelled = (n: number) => NUMBERS[n] ?? String(n);

const messages = i18n('lib/time-words', { moment: 'A moment ago' });

/**
 * How long ago, as a person says it, at the start of a sentence: "A moment ago", "Yesterday",
 * "Three days ago", "Two weeks ago". Spanish and German come from Intl ("Hace 3 días", "Gestern").
 */
export function agoInWords(ms: number, lang = language.get()): string {
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (minutes < 1) return messages.get().moment;
  const [n, unit]: [number, Intl.RelativeTimeFormatUnit] =
    hours < 1
      ? [minutes, 'minute']
      : days < 1
        ? [hours, 'hour']
        : days < 14
          ? [days, 'day']
          : days < 60
            ? [Math.floor(days / 7), 'week']
            : [Math.floor(days / 30), 'month'];
  if (lang !== 'en') {
    const words = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(-n, unit);
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  if (unit === 'day' && n === 1) return 'Yesterday';
  if (n === 1) return `${unit === 'hour' ? 'An' : 'A'} ${unit} ago`;
  return `${spelled(n)} ${unit}s ago`;
}

/** When the session behind a check-in was: `after` before it fell due. */
export function sessionTime(checkIn: { due_at: string; after: string }): number {
  return Date.parse(checkIn.due_at) - afterSeconds(checkIn.after) * 1000;
}
