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

describe('before and after in any language', () => {
  const k = (step_title: string, step_key: string, value: number) => ({ step_title, step_key, value });

  it('finds Feel Now by its key whatever its title says', () => {
    expect(
      beforeAndAfter([k('Valora la intensidad', 'rate_the_intensity', 7), k('Cómo lo sientes ahora', 'feel_now', 2)]),
    ).toEqual({ before: 7, after: 2 });
  });

  it('a step titled Feel Now under another key is not the after', () => {
    expect(beforeAndAfter([k('Rate the Intensity', 'rate_the_intensity', 7), k('Feel Now', 'feel_now_2', 2)])).toEqual({
      before: 7,
      after: null,
    });
  });
});
