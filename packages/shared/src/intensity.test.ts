import { describe, expect, it } from 'vitest';
import { beforeAndAfter } from './intensity.js';

const r = (step_title: string, value: number) => ({ step_title, value });

describe('before and after of a session', () => {
  it('after is the Feel Now answer even when another slider follows it', () => {
    expect(beforeAndAfter([r('Rate the Intensity', 5), r('Feel Now', 1), r('How calm are you?', 0)])).toEqual({
      before: 5,
      after: 1,
    });
  });

  it('after is the last Feel Now answer when it was asked more than once', () => {
    expect(beforeAndAfter([r('Rate the Intensity', 8), r('Feel Now', 6), r('Feel Now', 2)])).toEqual({
      before: 8,
      after: 2,
    });
  });

  it('a session without Feel Now, or with one rating only, has no after', () => {
    expect(beforeAndAfter([r('Rate the Intensity', 7), r('How calm are you?', 3)])).toEqual({ before: 7, after: null });
    expect(beforeAndAfter([r('Feel Now', 4)])).toEqual({ before: 4, after: null });
    expect(beforeAndAfter([])).toEqual({ before: null, after: null });
  });
});
