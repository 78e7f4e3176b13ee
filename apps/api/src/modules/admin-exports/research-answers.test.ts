import { describe, expect, it } from 'vitest';
import { shareableAnswer, type StoredAnswer } from './research-answers.js';

const sensationState: Pick<StoredAnswer, 'step_title' | 'radio_options'> = {
  step_title: 'Sensation State',
  radio_options: ["It's gone", "It hasn't changed", "It's changed"],
};
const answer = (types: string[], response: unknown, step = sensationState): StoredAnswer => ({
  ...step,
  step_types: types,
  response,
});

describe('shareableAnswer', () => {
  it('keeps a choice among the step’s options and a slider rating, alone or as a pair', () => {
    expect(shareableAnswer(answer(['radio'], "It's gone"))).toBe("Sensation State: It's gone");
    expect(shareableAnswer(answer(['radio', 'slider'], ["It's changed", 3]))).toBe("Sensation State: It's changed / 3");
    expect(shareableAnswer(answer(['radio', 'slider'], ['', 4]))).toBe('Sensation State: 4');
    expect(shareableAnswer(answer(['slider'], 7, { step_title: 'Rate the Intensity', radio_options: [] }))).toBe(
      'Rate the Intensity: 7',
    );
  });

  it('drops text, whether typed alone, beside a choice, in place of a choice, or on a step that no longer exists', () => {
    expect(shareableAnswer(answer(['text'], 'My sister Ana, at 12 Elm Street'))).toBeNull();
    expect(shareableAnswer(answer(['radio', 'text'], ["It's changed", 'since I saw Ana']))).toBe(
      "Sensation State: It's changed",
    );
    expect(shareableAnswer(answer(['radio'], 'Call me on 555 0100'))).toBeNull();
    expect(
      shareableAnswer(answer(['radio'], "It's gone", { step_title: 'Sensation State', radio_options: null })),
    ).toBeNull();
    expect(shareableAnswer(answer(['options'], 'Physical pain'))).toBeNull();
    expect(shareableAnswer(answer(['radio', 'text', 'slider'], ["It's changed", 'Ana helped', 2]))).toBe(
      "Sensation State: It's changed / 2",
    );
    expect(shareableAnswer(answer(['text', 'slider'], ['Ana helped', 2]))).toBe('Sensation State: 2');
  });

  it('takes a number as a rating only from a slider step', () => {
    expect(shareableAnswer(answer(['text'], 5550100))).toBeNull();
    expect(shareableAnswer(answer(['radio', 'text'], ["It's gone", 5550100]))).toBe("Sensation State: It's gone");
  });
});
