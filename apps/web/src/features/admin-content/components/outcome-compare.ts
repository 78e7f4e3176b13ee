import type { OutcomeRow } from '@clearwell/shared';

/** Below this many sessions on either version, a difference says more about chance than content. */
export const MIN_SESSIONS_TO_TELL = 30;

export interface ComparedMeasure {
  label: string;
  a: string;
  b: string;
  /** Version b against version a, signed; a dash when either side has no figure. */
  difference: string;
}

type Measure = { label: string; read: (r: OutcomeRow) => number | null; kind: 'rate' | 'number' };

const MEASURES: Measure[] = [
  { label: 'Cleared', read: (r) => r.cleared_rate, kind: 'rate' },
  { label: 'Rounds', read: (r) => r.avg_rounds, kind: 'number' },
  { label: 'Intensity at the start', read: (r) => r.avg_intensity_first, kind: 'number' },
  { label: 'Intensity at the end', read: (r) => r.avg_intensity_last, kind: 'number' },
  { label: 'Still clear at check-in', read: (r) => r.still_clear_rate, kind: 'rate' },
];

const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

export const formatRate = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);
export const formatNumber = (n: number | null) => (n === null ? '—' : oneDecimal(n));

function signed(text: string, n: number) {
  if (Number(text) === 0) return text.startsWith('-') ? text.slice(1) : text;
  return n > 0 ? `+${text}` : text.replace('-', '−');
}

function difference(m: Measure, a: number | null, b: number | null): string {
  if (a === null || b === null) return '—';
  if (m.kind === 'rate') {
    const points = Math.round((b - a) * 100);
    return `${signed(String(points), points)} points`;
  }
  return signed(oneDecimal(b - a), b - a);
}

/** Two versions' outcomes side by side, with what the difference rests on. */
export function compareOutcomes(a: OutcomeRow, b: OutcomeRow): { measures: ComparedMeasure[]; enough: boolean } {
  const measures = MEASURES.map((m) => {
    const [x, y] = [m.read(a), m.read(b)];
    const show = m.kind === 'rate' ? formatRate : formatNumber;
    return { label: m.label, a: show(x), b: show(y), difference: difference(m, x, y) };
  });
  return { measures, enough: a.sessions >= MIN_SESSIONS_TO_TELL && b.sessions >= MIN_SESSIONS_TO_TELL };
}
