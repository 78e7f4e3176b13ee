import { describe, expect, it } from 'vitest';
import { step } from '../../../../test/render-page';
import { concernOnDevice } from './safety-on-device';

const STEPS = [
  step(1, 'Rate the Intensity', ['slider']),
  step(2, 'Describe Sensations', ['text']),
  { ...step(3, 'Feel Now', ['slider']), key: 'feel_now' },
];
const answers = (first: number, text: string, last: number) => [
  { session_step_id: STEPS[0]!.id, response: first },
  { session_step_id: STEPS[1]!.id, response: text },
  { session_step_id: STEPS[2]!.id, response: last },
];

describe('the safety rule on the device', () => {
  it('is met by a last intensity of 9 or more not below the first, as on the server', () => {
    expect(concernOnDevice(answers(7, 'tight', 9), STEPS)).toBe(true);
    expect(concernOnDevice(answers(10, 'tight', 9), STEPS)).toBe(false);
    expect(concernOnDevice(answers(3, 'tight', 1), STEPS)).toBe(false);
  });

  it('is met by crisis words in any answer, in any language', () => {
    expect(concernOnDevice(answers(3, 'a veces quiero morirme', 1), STEPS)).toBe(true);
  });
});
