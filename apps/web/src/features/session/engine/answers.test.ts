import { describe, expect, it } from 'vitest';
import { composeAnswer, defaultAnswer, isAnswerable, isComplete, normalizeAnswer } from './answers';
import { makeSteps } from '../../../../test/engine-steps';

const [text, slider, radio, radioSlider, radioText, options, none, image, imageSlider] = makeSteps([
  ['T', ['text']],
  ['S', ['slider']],
  ['R', ['radio'], ['A', 'B']],
  ['RS', ['radio', 'slider'], ['A', 'B']],
  ['RT', ['radio', 'text'], ['A', 'B']],
  ['O', ['options']],
  ['N', []],
  ['I', ['image']],
  ['IS', ['image', 'slider']],
]);

describe('default answers', () => {
  it('are 0 for a slider only, a pair for radio plus slider, empty otherwise', () => {
    expect(defaultAnswer(slider!)).toBe(0);
    expect(defaultAnswer(imageSlider!)).toBe(0);
    expect(defaultAnswer(radioSlider!)).toEqual(['', 0]);
    for (const s of [text, radio, radioText, options, none, image]) expect(defaultAnswer(s!)).toBe('');
  });
});

describe('Next is allowed', () => {
  it('not on an empty text step, only once something is written', () => {
    expect(isComplete(text!, '')).toBe(false);
    expect(isComplete(text!, '   ')).toBe(false);
    expect(isComplete(text!, 'a knot')).toBe(true);
  });
  it('not on a radio step without a choice', () => {
    expect(isComplete(radio!, '')).toBe(false);
    expect(isComplete(radio!, 'A')).toBe(true);
    expect(isComplete(radioSlider!, ['', 5])).toBe(false);
    expect(isComplete(radioSlider!, ['B', 0])).toBe(true);
    expect(isComplete(radioText!, ['A', ''])).toBe(true);
  });
  it('not on an options step without a selection', () => {
    expect(isComplete(options!, '')).toBe(false);
    expect(isComplete(options!, 'Physical pain')).toBe(true);
  });
  it('always on sliders, reading steps and images', () => {
    for (const s of [slider, none, image]) expect(isComplete(s!, defaultAnswer(s!))).toBe(true);
  });
});

describe('answers', () => {
  it('are built in the shape of the step', () => {
    expect(composeAnswer(text!, { text: 'hi' }, '')).toBe('hi');
    expect(composeAnswer(slider!, { slider: 7 }, 0)).toBe(7);
    expect(composeAnswer(radio!, { choice: 'B' }, '')).toBe('B');
    expect(composeAnswer(radioSlider!, { slider: 4 }, ['A', 0])).toEqual(['A', 4]);
    expect(composeAnswer(radioText!, { choice: 'B' }, ['A', 'why'])).toEqual(['B', 'why']);
    expect(composeAnswer(radioText!, { text: 'because' }, 'A')).toEqual(['A', 'because']);
    expect(composeAnswer(options!, { choice: 'Emotional issue' }, '')).toBe('Emotional issue');
  });
  it('send a pair with an empty second part as the first part alone', () => {
    expect(normalizeAnswer(['A', ''])).toBe('A');
    expect(normalizeAnswer(['A', '  '])).toBe('A');
    expect(normalizeAnswer(['A', 'text'])).toEqual(['A', 'text']);
    expect(normalizeAnswer(['A', 0])).toEqual(['A', 0]);
    expect(normalizeAnswer(3)).toBe(3);
  });
  it('are not collected for steps with no type or an image only', () => {
    expect(isAnswerable(none!)).toBe(false);
    expect(isAnswerable(image!)).toBe(false);
    expect(isAnswerable(imageSlider!)).toBe(true);
    expect(isAnswerable(text!)).toBe(true);
  });
});

describe('a step that combines every kind of answer keeps every part the patient gave', () => {
  const [all, textSlider] = makeSteps([
    ['RTS', ['radio', 'text', 'slider'], ['Calm', 'Tense']],
    ['TS', ['text', 'slider']],
  ]);

  it('radio, text and slider: the choice, the words and the rating are all sent', () => {
    expect(defaultAnswer(all!)).toEqual(['', '', 0]);
    let answer = composeAnswer(all!, { choice: 'Calm' }, defaultAnswer(all!));
    answer = composeAnswer(all!, { text: 'Breathing helped' }, answer);
    expect(normalizeAnswer(answer)).toEqual(['Calm', 'Breathing helped', 0]);
    answer = composeAnswer(all!, { slider: 4 }, answer);
    expect(normalizeAnswer(answer)).toEqual(['Calm', 'Breathing helped', 4]);
    expect(normalizeAnswer(composeAnswer(all!, { choice: 'Tense' }, ['', '', 2]))).toEqual(['Tense', 2]);
    expect(isComplete(all!, ['', 'words', 3])).toBe(false);
  });

  it('text and slider: the words and the rating, or the rating alone when nothing is typed', () => {
    expect(defaultAnswer(textSlider!)).toEqual(['', 0]);
    const answer = composeAnswer(textSlider!, { text: 'Lighter now', slider: 3 }, defaultAnswer(textSlider!));
    expect(normalizeAnswer(answer)).toEqual(['Lighter now', 3]);
    expect(normalizeAnswer(composeAnswer(textSlider!, { slider: 6 }, defaultAnswer(textSlider!)), textSlider!)).toBe(6);
    expect(isComplete(textSlider!, ['', 6])).toBe(false);
    expect(isComplete(textSlider!, ['Lighter now', 6])).toBe(true);
  });
});
