import type { JournalDay, JournalSession } from '@clearwell/shared';
import { RULE_CHOICES, type Language } from '@clearwell/shared/constants';
import { beforeAndAfter } from '@clearwell/shared/intensity';

/**
 * Answers that say nothing about the experience itself, so they never stand as its journal text:
 * the spec's list, in each language the patient may have answered in.
 */
const NOT_CONTENT = new Set<string>(['Option 1', 'Option 2', 'Option 3']);
for (const lang of ['en', 'es', 'de'] as const) {
  const { gone, unchanged } = RULE_CHOICES.sensation[lang];
  const { yes, no } = RULE_CHOICES.processAgain[lang];
  for (const choice of [gone, unchanged, yes, no]) NOT_CONTENT.add(choice);
}

/** The first text response that is not a stock choice. */
export function journalContent(session: JournalSession): string | null {
  for (const r of session.text_responses) {
    if (typeof r.response === 'string' && r.response.trim() !== '' && !NOT_CONTENT.has(r.response.trim()))
      return r.response;
  }
  return null;
}

/** Before and after as the server stores them (the rule lives in the shared package). */
export function intensities(session: JournalSession): { before: number | null; after: number | null } {
  // A step's key, where the server gives one, names Feel Now whatever language its title was stored in.
  const ratings = session.intensity_responses.flatMap((r) =>
    typeof r.response === 'number' ? [{ step_title: r.step_title, step_key: r.step_key, value: r.response }] : [],
  );
  return beforeAndAfter(ratings);
}

export interface MonthGroup {
  key: string;
  label: string;
  sessions: JournalSession[];
}

/**
 * Oldest first. Timestamps are ISO 8601 in UTC, so plain string order is time order; localeCompare
 * would give the same order but wakes the collator, which costs a phone tens of milliseconds.
 */
export function byCreatedAt(a: { created_at: string }, b: { created_at: string }): number {
  return a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0;
}

/**
 * English month names, as toLocaleDateString('en-US', { month: 'long' }) writes them: on a phone
 * the first Intl call of a page costs tens of milliseconds while the journal is being drawn.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Intl's formatters for the other languages, made once each (see MONTHS for why English has none). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function format(lang: Language, kind: 'month' | 'day', date: Date): string {
  let formatter = formatters.get(lang + kind);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      lang,
      kind === 'month' ? { month: 'long', year: 'numeric' } : { day: '2-digit', month: '2-digit', year: 'numeric' },
    );
    formatters.set(lang + kind, formatter);
  }
  return formatter.format(date);
}

/** "March 2026", "Marzo de 2026", "März 2026": a heading, so it starts with a capital. */
function monthLabel(d: Date, lang: Language): string {
  if (lang === 'en') return `${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
  const label = format(lang, 'month', d);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Sessions grouped by month and year of their local date, newest first, named in `lang`. */
export function groupByMonth(days: JournalDay[], lang: Language = 'en'): MonthGroup[] {
  const sessions = days.flatMap((d) => d.sessions).sort((a, b) => byCreatedAt(b, a));
  const groups: MonthGroup[] = [];
  for (const s of sessions) {
    const d = new Date(s.created_at);
    const key = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
    const last = groups[groups.length - 1];
    if (last?.key === key) last.sessions.push(s);
    else groups.push({ key, label: monthLabel(d, lang), sessions: [s] });
  }
  return groups;
}

/** MM/dd/yyyy, the product's date format in English; the day first in Spanish (05/03/2026) and German (05.03.2026). */
export function formatDate(iso: string, lang: Language = 'en'): string {
  const d = new Date(iso);
  if (lang !== 'en') return format(lang, 'day', d);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

/** HH:mm in the viewer's time zone (the same in English, Spanish and German), written without Intl (see MONTHS). */
export function formatTime(iso: string): string {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}
