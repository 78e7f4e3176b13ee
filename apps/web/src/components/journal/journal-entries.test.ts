import type { JournalSession } from '@clearwell/shared';
import { describe, expect, it } from 'vitest';
import { formatDate, groupByMonth, intensities, journalContent } from './journal-entries';

const session = (over: Partial<JournalSession>): JournalSession => ({
  session_id: 'x',
  created_at: '2026-03-05T12:00:00.000Z',
  experience: 'Physical pain',
  text_responses: [],
  intensity_responses: [],
  check_ins: [],
  ...over,
});
const texts = (...r: string[]) => r.map((response) => ({ step_title: 'T', response }));

describe('journal content', () => {
  it('is the first text response that is not a stock choice', () => {
    expect(
      journalContent(
        session({
          text_responses: texts(
            'Yes',
            'No',
            'Option 1',
            'Option 2',
            'Option 3',
            "It's gone",
            "It hasn't changed",
            'My knee',
            'Later',
          ),
        }),
      ),
    ).toBe('My knee');
    expect(journalContent(session({ text_responses: texts("It's changed") }))).toBe("It's changed");
    expect(journalContent(session({ text_responses: texts('Yes', ' ') }))).toBeNull();
  });

  it('passes over the same stock choices answered in Spanish or German', () => {
    const spanish = texts('Sí', 'Ya no está', 'No ha cambiado', 'Me duele la rodilla');
    expect(journalContent(session({ text_responses: spanish }))).toBe('Me duele la rodilla');
    const german = texts('Ja', 'Nein', 'Es ist weg', 'Es hat sich nicht verändert', 'Mein Knie');
    expect(journalContent(session({ text_responses: german }))).toBe('Mein Knie');
  });
});

describe('intensities', () => {
  const rated = (...pairs: [string, number][]) => pairs.map(([step_title, response]) => ({ step_title, response }));

  it('read before from the first rating and after from Feel Now, wherever other sliders sit', () => {
    expect(
      intensities(
        session({ intensity_responses: rated(['Rate the Intensity', 5], ['Feel Now', 1], ['How calm are you?', 0]) }),
      ),
    ).toEqual({ before: 5, after: 1 });
    expect(
      intensities(session({ intensity_responses: rated(['Rate the Intensity', 8], ['Feel Now', 5], ['Feel Now', 2]) })),
    ).toEqual({ before: 8, after: 2 });
    expect(intensities(session({ intensity_responses: rated(['Rate the Intensity', 6]) }))).toEqual({
      before: 6,
      after: null,
    });
    expect(intensities(session({}))).toEqual({ before: null, after: null });
  });
});

describe('grouping', () => {
  it('groups by month and year, newest first', () => {
    const groups = groupByMonth([
      { date: '2026-03-20', sessions: [session({ session_id: 'c', created_at: '2026-03-20T12:00:00.000Z' })] },
      { date: '2025-12-02', sessions: [session({ session_id: 'a', created_at: '2025-12-02T12:00:00.000Z' })] },
      { date: '2026-03-05', sessions: [session({ session_id: 'b', created_at: '2026-03-05T12:00:00.000Z' })] },
    ]);
    expect(groups.map((g) => [g.label, g.sessions.map((s) => s.session_id)])).toEqual([
      ['March 2026', ['c', 'b']],
      ['December 2025', ['a']],
    ]);
  });
  it('names every month as the en-US locale does', () => {
    for (let month = 0; month < 12; month++) {
      const iso = new Date(2026, month, 15, 12).toISOString();
      const [group] = groupByMonth([{ date: iso.slice(0, 10), sessions: [session({ created_at: iso })] }]);
      expect(group!.label).toBe(new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric' }));
    }
  });
  it('formats dates as MM/dd/yyyy', () => {
    expect(formatDate('2026-03-05T12:00:00.000Z')).toBe('03/05/2026');
  });
  it('writes dates and months as Spanish and German readers do', () => {
    expect(formatDate('2026-03-05T12:00:00.000Z', 'es')).toBe('05/03/2026');
    expect(formatDate('2026-03-05T12:00:00.000Z', 'de')).toBe('05.03.2026');
    const days = [{ date: '2026-03-05', sessions: [session({})] }];
    expect(groupByMonth(days, 'es')[0]!.label).toBe('Marzo de 2026');
    expect(groupByMonth(days, 'de')[0]!.label).toBe('März 2026');
  });
});
