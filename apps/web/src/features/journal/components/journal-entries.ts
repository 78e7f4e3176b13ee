import type { JournalDay, JournalSession } from '@clearwell/shared';
import { SENSATION_CHOICES } from '@clearwell/shared/constants';
import { beforeAndAfter } from '@clearwell/shared/intensity';

/** Answers that say nothing about the experience itself, so they never stand as its journal text. */
const NOT_CONTENT = new Set([
  'Yes',
  'No',
  'Option 1',
  'Option 2',
  'Option 3',
  SENSATION_CHOICES.gone,
  SENSATION_CHOICES.unchanged,
]);

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
  const ratings = session.intensity_responses
    .filter((r): r is { step_title: string; response: number } => typeof r.response === 'number')
    .map((r) => ({ step_title: r.step_title, value: r.response }));
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

/** Sessions grouped by month and year of their local date, newest first. */
export function groupByMonth(days: JournalDay[]): MonthGroup[] {
  const sessions = days.flatMap((d) => d.sessions).sort((a, b) => byCreatedAt(b, a));
  const groups: MonthGroup[] = [];
  for (const s of sessions) {
    const d = new Date(s.created_at);
    const key = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
    const last = groups[groups.length - 1];
    if (last?.key === key) last.sessions.push(s);
    else groups.push({ key, label: `${MONTHS[d.getMonth()]} ${d.getFullYear()}`, sessions: [s] });
  }
  return groups;
}

/** MM/dd/yyyy, the product's date format. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}
