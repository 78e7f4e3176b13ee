/**
 * Scoring of the two standard questionnaires, PHQ-9 (depression) and GAD-7 (anxiety), as the
 * field scores them: the total of the items (each 0..3), its severity band, and change from a
 * patient's first score by the NHS Talking Therapies criteria (reliable change: PHQ-9 by 6 or
 * more, GAD-7 by 4; recovery: from at or above caseness, PHQ-9 10 and GAD-7 8, to below it).
 * One module, so the server, the device and the outcomes all count the same way.
 */

export const MEASURE_KEYS = ['phq9', 'gad7'] as const;
export type MeasureKey = (typeof MEASURE_KEYS)[number];

export type MeasureBand = 'minimal' | 'mild' | 'moderate' | 'moderately_severe' | 'severe';
export type ReliableChange = 'improved' | 'deteriorated' | 'unchanged';

interface MeasureRules {
  items: number;
  /** Each band's lowest score, highest band first. */
  bands: readonly (readonly [MeasureBand, number])[];
  /** A fall (or rise) of at least this much is more than the measure's own error. */
  reliableChange: number;
  /** At or above this, a score counts as a case for the service. */
  caseness: number;
}

export const MEASURE_RULES: Readonly<Record<MeasureKey, MeasureRules>> = {
  phq9: {
    items: 9,
    bands: [
      ['severe', 20],
      ['moderately_severe', 15],
      ['moderate', 10],
      ['mild', 5],
      ['minimal', 0],
    ],
    reliableChange: 6,
    caseness: 10,
  },
  gad7: {
    items: 7,
    bands: [
      ['severe', 15],
      ['moderate', 10],
      ['mild', 5],
      ['minimal', 0],
    ],
    reliableChange: 4,
    caseness: 8,
  },
};

/** The lowest and highest answer to any item: Not at all (0) .. Nearly every day (3). */
export const ITEM_MIN = 0;
export const ITEM_MAX = 3;

export const isMeasureKey = (key: string): key is MeasureKey => (MEASURE_KEYS as readonly string[]).includes(key);

/** Why `answers` cannot be scored as `key`, or `null` when they can. */
export function answersProblem(key: MeasureKey, answers: readonly unknown[]): 'count' | 'value' | null {
  if (answers.length !== MEASURE_RULES[key].items) return 'count';
  const valid = (a: unknown) => Number.isInteger(a) && (a as number) >= ITEM_MIN && (a as number) <= ITEM_MAX;
  return answers.every(valid) ? null : 'value';
}

/** The total of the items; the caller has checked the answers with `answersProblem`. */
export const scoreOf = (answers: readonly number[]): number => answers.reduce((sum, a) => sum + a, 0);

export function bandOf(key: MeasureKey, score: number): MeasureBand {
  const band = MEASURE_RULES[key].bands.find(([, lowest]) => score >= lowest);
  return band ? band[0] : 'minimal';
}

export const atCaseness = (key: MeasureKey, score: number): boolean => score >= MEASURE_RULES[key].caseness;

export function reliableChangeOf(key: MeasureKey, fromScore: number, toScore: number): ReliableChange {
  const threshold = MEASURE_RULES[key].reliableChange;
  if (fromScore - toScore >= threshold) return 'improved';
  if (toScore - fromScore >= threshold) return 'deteriorated';
  return 'unchanged';
}

export interface MeasureChange {
  from_score: number;
  reliable: ReliableChange;
  /** The first score was at caseness and this one is below it. */
  recovered: boolean;
}

/** Change from a patient's first score of the measure to this one. */
export function changeSinceFirst(key: MeasureKey, firstScore: number, score: number): MeasureChange {
  return {
    from_score: firstScore,
    reliable: reliableChangeOf(key, firstScore, score),
    recovered: atCaseness(key, firstScore) && !atCaseness(key, score),
  };
}

/** PHQ-9's ninth item asks about thoughts of being better off dead or of self-harm. */
export const SELF_HARM_ITEM = 9;

/** Whether the answers of `key` should open the safety card: PHQ-9 item 9 above 0. */
export const selfHarmAnswered = (key: MeasureKey, answers: readonly number[]): boolean =>
  key === 'phq9' && (answers[SELF_HARM_ITEM - 1] ?? 0) > 0;
