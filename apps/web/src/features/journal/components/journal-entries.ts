import type { JournalDay, JournalSession } from '@clearwell/shared';

/** Answers that say nothing about the experience itself, so they never stand as its journal text. */
const NOT_CONTENT = new Set(['Yes', 'No', 'Option 1', 'Option 2', 'Option 3', "It's gone", "It hasn't changed"]);

/** The first text response that is not a stock choice. */
export function journalContent(session: JournalSession): string | null {
  for (const r of session.text_responses) {
    if (typeof r.response === 'string' && r.response.trim() !== '' && !NOT_CONTENT.has(r.response.trim())) return r.response;
  }
  return null;
}

/** The first rating is the "before"; the last one, when there are two or more, the "after". */
export function intensities(session: JournalSession): { before: number | null; after: number | null } {
  const values = session.intensity_responses.map((r) => r.response).filter((v): v is number => typeof v === 'number');
  return { before: values[0] ?? null, after: values.length > 1 ? values[values.length - 1]! : null };
}

export interface MonthGroup {
  key: string;
  label: string;
  sessions: JournalSession[];
}

/** Sessions grouped by month and year of their local date, newest first. */
export function groupByMonth(days: JournalDay[]): MonthGroup[] {
  const sessions = days.flatMap((d) => d.sessions).sort((a, b) => b.created_at.localeCompare(a.created_at));
  const groups: MonthGroup[] = [];
  for (const s of sessions) {
    const d = new Date(s.created_at);
    const key = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
    const last = groups[groups.length - 1];
    if (last?.key === key) last.sessions.push(s);
    else groups.push({ key, label: d.toLocaleDateString('en-US', { month: 'long', year: 'numeric' }), sessions: [s] });
  }
  return groups;
}

/** MM/dd/yyyy, the product's date format. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}
