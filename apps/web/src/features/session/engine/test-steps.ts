import type { StepType } from '@clearwell/shared';
import type { EngineStep } from './answers';

/** Builds engine steps for tests: `['Title', ['radio'], ['A', 'B']]`. */
export function makeSteps(specs: [string, StepType[], string[]?][]): EngineStep[] {
  return specs.map(([title, type, radio = []], i) => ({
    id: `s${i + 1}`,
    title,
    type,
    order: i + 1,
    options: { radio_options: radio, slider_config: { min: 0, max: 10 } },
  }));
}

const SENSATION = ["It's gone", "It hasn't changed", "It's changed"];

/** The seeded order: Feel Now is the last step. */
export const seededOrder = () =>
  makeSteps([
    ['Choose Experience', ['options']],
    ['Rate the Intensity', ['slider']],
    ['Focus and Feel It', ['text']],
    ['Describe Sensations', ['text']],
    ['Experience It Fully', ['text']],
    ['Sensation State', ['radio'], SENSATION],
    ['Message', ['text']],
    ['Process Again', ['radio'], ['Yes', 'No']],
    ['Feel Now', ['slider']],
  ]);

/** Feel Now in the middle, a reading step and a closing step after Process Again. */
export const middleFeelNowOrder = () =>
  makeSteps([
    ['Welcome', []],
    ['Describe Sensations', ['text']],
    ['Picture', ['image']],
    ['Sensation State', ['radio'], SENSATION],
    ['Feel Now', ['radio', 'slider'], ['Lighter', 'Same']],
    ['Message', ['radio', 'text'], ['Option 1', 'Option 2']],
    ['Process Again', ['radio'], ['Yes', 'No']],
    ['Closing', ['text']],
  ]);

/** No special titles at all: a plain linear questionnaire. */
export const plainOrder = () =>
  makeSteps([
    ['One', ['text']],
    ['Two', ['slider']],
    ['Three', ['radio'], ['A', 'B']],
  ]);
