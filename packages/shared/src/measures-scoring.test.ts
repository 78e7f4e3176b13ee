import { describe, expect, it } from 'vitest';
import {
  answersProblem,
  bandOf,
  changeSinceFirst,
  type MeasureBand,
  type MeasureKey,
  type ReliableChange,
  scoreOf,
  selfHarmAnswered,
} from './measures-scoring.js';

describe('bands at every boundary', () => {
  const cases: [MeasureKey, number, MeasureBand][] = [
    ['phq9', 0, 'minimal'],
    ['phq9', 4, 'minimal'],
    ['phq9', 5, 'mild'],
    ['phq9', 9, 'mild'],
    ['phq9', 10, 'moderate'],
    ['phq9', 14, 'moderate'],
    ['phq9', 15, 'moderately_severe'],
    ['phq9', 19, 'moderately_severe'],
    ['phq9', 20, 'severe'],
    ['phq9', 27, 'severe'],
    ['gad7', 0, 'minimal'],
    ['gad7', 4, 'minimal'],
    ['gad7', 5, 'mild'],
    ['gad7', 9, 'mild'],
    ['gad7', 10, 'moderate'],
    ['gad7', 14, 'moderate'],
    ['gad7', 15, 'severe'],
    ['gad7', 21, 'severe'],
  ];
  it.each(cases)('%s %i is %s', (key, score, band) => expect(bandOf(key, score)).toBe(band));
});

describe('answers', () => {
  it('scores the sum of the items', () => {
    expect(scoreOf([3, 3, 3, 3, 3, 3, 3, 3, 3])).toBe(27);
    expect(scoreOf([0, 1, 2, 3, 0, 1, 2])).toBe(9);
  });

  it('takes one integer 0..3 per item, and says what is wrong otherwise', () => {
    expect(answersProblem('phq9', [0, 0, 0, 0, 0, 0, 0, 0, 0])).toBeNull();
    expect(answersProblem('gad7', [3, 3, 3, 3, 3, 3, 3])).toBeNull();
    expect(answersProblem('phq9', [0, 0, 0, 0, 0, 0, 0])).toBe('count');
    expect(answersProblem('gad7', [0, 0, 0, 0, 0, 0, 0, 0])).toBe('count');
    expect(answersProblem('gad7', [0, 0, 0, 0, 0, 0, 4])).toBe('value');
    expect(answersProblem('gad7', [0, 0, 0, 0, 0, 0, -1])).toBe('value');
    expect(answersProblem('gad7', [0, 0, 0, 0, 0, 0, 1.5])).toBe('value');
    expect(answersProblem('gad7', [0, 0, 0, 0, 0, 0, '1'])).toBe('value');
  });

  it('opens the safety card for PHQ-9 item 9 above 0 only', () => {
    expect(selfHarmAnswered('phq9', [0, 0, 0, 0, 0, 0, 0, 0, 1])).toBe(true);
    expect(selfHarmAnswered('phq9', [3, 3, 3, 3, 3, 3, 3, 3, 0])).toBe(false);
    expect(selfHarmAnswered('gad7', [3, 3, 3, 3, 3, 3, 3])).toBe(false);
  });
});

/**
 * A worked reference: first and last scores with the category a clinician would give by the
 * NHS Talking Therapies criteria (reliable change PHQ-9 ≥ 6, GAD-7 ≥ 4; caseness PHQ-9 ≥ 10,
 * GAD-7 ≥ 8; recovery from caseness to below it).
 */
describe('change since the first score, against a worked reference', () => {
  const reference: [MeasureKey, number, number, ReliableChange, boolean][] = [
    // PHQ-9
    ['phq9', 18, 6, 'improved', true], // fell 12, from caseness to below: reliable recovery
    ['phq9', 16, 10, 'improved', false], // fell exactly 6, still at caseness
    ['phq9', 15, 10, 'unchanged', false], // fell 5: within the measure's error
    ['phq9', 12, 9, 'unchanged', true], // below caseness, but the fall of 3 is not reliable
    ['phq9', 10, 4, 'improved', true], // at the caseness line exactly, then well below
    ['phq9', 9, 3, 'improved', false], // never a case, so never "recovered"
    ['phq9', 4, 10, 'deteriorated', false], // rose exactly 6
    ['phq9', 4, 9, 'unchanged', false], // rose 5
    ['phq9', 20, 20, 'unchanged', false],
    ['phq9', 0, 27, 'deteriorated', false],
    // GAD-7
    ['gad7', 14, 5, 'improved', true],
    ['gad7', 12, 8, 'improved', false], // fell exactly 4, still at caseness (8)
    ['gad7', 11, 8, 'unchanged', false], // fell 3
    ['gad7', 8, 7, 'unchanged', true], // from caseness to just below, not reliable
    ['gad7', 7, 3, 'improved', false], // never a case
    ['gad7', 3, 7, 'deteriorated', false], // rose exactly 4
    ['gad7', 3, 6, 'unchanged', false],
    ['gad7', 21, 0, 'improved', true],
  ];
  it.each(reference)('%s from %i to %i: %s, recovered %s', (key, first, last, reliable, recovered) => {
    expect(changeSinceFirst(key, first, last)).toEqual({ from_score: first, reliable, recovered });
  });
});
