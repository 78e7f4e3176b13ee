import type { OutcomeRow } from '@clearwell/shared';
import { i18n, params, type Language } from '../../../lib/i18n';

/** Below this many sessions on either version, a difference says more about chance than content. */
export const MIN_SESSIONS_TO_TELL = 30;

export const measureMessages = i18n('admin-content/measures', {
  sessions: 'Sessions',
  cleared: 'Cleared',
  clearedRate: 'Cleared rate',
  averageRounds: 'Average rounds',
  rounds: 'Rounds',
  intensityStart: 'Intensity at the start',
  intensityEnd: 'Intensity at the end',
  checkinsAnswered: 'Check-ins answered',
  stillClear: 'Still clear at check-in',
  points: params('{value} points'),
});

type MeasureTexts = ReturnType<typeof measureMessages.get>;
type MeasureKey = Exclude<keyof MeasureTexts, 'points'>;

export interface ComparedMeasure {
  key: MeasureKey;
  a: string;
  b: string;
  /** Version b against version a, signed; a dash when either side has no figure. */
  difference: string;
}

type Measure = { key: MeasureKey; read: (r: OutcomeRow) => number | null; kind: 'rate' | 'number' };

const MEASURES: Measure[] = [
  { key: 'cleared', read: (r) => r.cleared_rate, kind: 'rate' },
  { key: 'rounds', read: (r) => r.avg_rounds, kind: 'number' },
  { key: 'intensityStart', read: (r) => r.avg_intensity_first, kind: 'number' },
  { key: 'intensityEnd', read: (r) => r.avg_intensity_last, kind: 'number' },
  { key: 'stillClear', read: (r) => r.still_clear_rate, kind: 'rate' },
];

const oneDecimal = (n: number, language: Language) =>
  (Math.round(n * 10) / 10).toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** `75%` in English, `75 %` in Spanish and German; a dash for no figure. */
export const formatRate = (rate: number | null, language: Language = 'en') =>
  rate === null ? '—' : (Math.round(rate * 100) / 100).toLocaleString(language, { style: 'percent' });
export const formatNumber = (n: number | null, language: Language = 'en') =>
  n === null ? '—' : oneDecimal(n, language);
export const formatCount = (n: number, language: Language = 'en') => n.toLocaleString(language);

/** A difference with its sign: `+2.5`, `−1.0` (a true minus), and no sign on zero. */
function signed(n: number, format: (abs: number) => string) {
  const text = format(Math.abs(n));
  if (format(0) === text) return text;
  return n > 0 ? `+${text}` : `−${text}`;
}

function difference(m: Measure, a: number | null, b: number | null, t: MeasureTexts, language: Language): string {
  if (a === null || b === null) return '—';
  if (m.kind === 'rate') {
    const points = Math.round((b - a) * 100);
    return t.points({ value: signed(points, (abs) => abs.toLocaleString(language)) });
  }
  return signed(b - a, (abs) => oneDecimal(abs, language));
}

/** Two versions' outcomes side by side, with what the difference rests on. */
export function compareOutcomes(
  a: OutcomeRow,
  b: OutcomeRow,
  t: MeasureTexts = measureMessages.get(),
  language: Language = 'en',
): { measures: ComparedMeasure[]; enough: boolean } {
  const measures = MEASURES.map((m) => {
    const [x, y] = [m.read(a), m.read(b)];
    const show = (v: number | null) => (m.kind === 'rate' ? formatRate(v, language) : formatNumber(v, language));
    return { key: m.key, a: show(x), b: show(y), difference: difference(m, x, y, t, language) };
  });
  return { measures, enough: a.sessions >= MIN_SESSIONS_TO_TELL && b.sessions >= MIN_SESSIONS_TO_TELL };
}
