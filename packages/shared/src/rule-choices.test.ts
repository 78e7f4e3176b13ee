import { describe, expect, it } from 'vitest';
import { RULE_CHOICES, STEP_KEYS } from './constants.js';
import {
  processAgainChoiceAt,
  ruleChoiceCount,
  ruleChoiceMessage,
  ruleChoiceProblem,
  sensationChoiceAt,
  type ChoiceLists,
} from './rule-choices.js';

const { sensationState, processAgain } = STEP_KEYS;
const seeded = (lists: Partial<ChoiceLists> = {}): ChoiceLists => ({
  en: Object.values(RULE_CHOICES.sensation.en),
  es: Object.values(RULE_CHOICES.sensation.es),
  de: Object.values(RULE_CHOICES.sensation.de),
  ...lists,
});

describe('rule-bearing choices follow their position', () => {
  it('reads a Sensation State choice by its place among the choices shown, whatever its label', () => {
    const relabelled = ['All clear', 'Still there', 'Different now'];
    expect(sensationChoiceAt(relabelled, 'All clear')).toBe('gone');
    expect(sensationChoiceAt(relabelled, 'Still there')).toBe('unchanged');
    expect(sensationChoiceAt(relabelled, 'Different now')).toBe('changed');
    // The seeded label of the first choice means nothing once it is relabelled.
    expect(sensationChoiceAt(relabelled, "It's gone")).toBeNull();
    // A choice an admin added after the three carries no rule.
    expect(sensationChoiceAt([...relabelled, 'Not sure'], 'Not sure')).toBeNull();
    expect(sensationChoiceAt(relabelled, '')).toBeNull();
  });

  it('reads Process Again by position, in any language', () => {
    expect(processAgainChoiceAt(['Sure, once more', 'Not now'], 'Sure, once more')).toBe('yes');
    expect(processAgainChoiceAt(['Ja', 'Nein'], 'Nein')).toBe('no');
    expect(processAgainChoiceAt(['Ja', 'Nein'], 'Yes')).toBeNull();
  });

  it('counts the leading choices that carry rules', () => {
    expect(ruleChoiceCount(sensationState)).toBe(3);
    expect(ruleChoiceCount(processAgain)).toBe(2);
    expect(ruleChoiceCount('describe_sensations')).toBe(0);
    expect(ruleChoiceCount('toString')).toBe(0);
    expect(ruleChoiceCount(undefined)).toBe(0);
  });
});

describe('an update of a rule-bearing step', () => {
  it('may relabel and translate the choices, and add choices after them', () => {
    expect(
      ruleChoiceProblem(sensationState, seeded(), seeded({ en: ['Gone', "It hasn't changed", "It's changed"] })),
    ).toBeNull();
    expect(
      ruleChoiceProblem(sensationState, seeded(), seeded({ es: ['Se fue', 'Sigue igual', 'Es distinto'] })),
    ).toBeNull();
    const fourth = seeded({ en: [...Object.values(RULE_CHOICES.sensation.en), 'Not sure'] });
    // The translations now have fewer choices than English: patients are shown the English ones.
    expect(ruleChoiceProblem(sensationState, seeded(), fourth)).toBeNull();
    expect(ruleChoiceProblem('describe_sensations', seeded(), { en: [] })).toBeNull();
  });

  it('may not remove one of them', () => {
    const problem = ruleChoiceProblem(sensationState, seeded(), { en: ["It's gone", "It hasn't changed"] });
    expect(problem).toEqual({ problem: 'order', language: 'en', count: 3 });
    expect(ruleChoiceProblem(processAgain, null, { en: [] })).toEqual({ problem: 'order', language: 'en', count: 2 });
    // Removing the first and moving the others up is a change of order, not a relabel.
    expect(
      ruleChoiceProblem(sensationState, seeded(), seeded({ en: ["It hasn't changed", "It's changed", 'Gone'] })),
    ).toMatchObject({ problem: 'order', language: 'en' });
  });

  it('may not change their order, in English or in a translation edited on its own', () => {
    const swapped = ["It hasn't changed", "It's gone", "It's changed"];
    expect(ruleChoiceProblem(sensationState, seeded(), seeded({ en: swapped }))).toMatchObject({ problem: 'order' });
    const spanish = ['No ha cambiado', 'Ya no está', 'Ha cambiado'];
    expect(ruleChoiceProblem(sensationState, seeded(), seeded({ es: spanish }))).toEqual({
      problem: 'order',
      language: 'es',
      count: 3,
    });
    // A label the admin gave before is known at its place too.
    const before = seeded({ en: ['All clear', 'Still there', 'Different now'] });
    expect(
      ruleChoiceProblem(sensationState, before, seeded({ en: ['Still there', 'All clear', 'Different now'] })),
    ).toMatchObject({ problem: 'order', language: 'en' });
    // Putting one of the rule-bearing choices after the others moves it too.
    expect(
      ruleChoiceProblem(sensationState, seeded(), seeded({ en: ['Gone', 'Same', 'Changed', "It's gone"] })),
    ).toMatchObject({ problem: 'order' });
  });

  it('puts a step saved out of order back in order', () => {
    const outOfOrder = seeded({ es: ['No ha cambiado', 'Ya no está', 'Ha cambiado'] });
    expect(ruleChoiceProblem(sensationState, outOfOrder, seeded())).toBeNull();
  });

  it('may not give one label to two places, in any language', () => {
    expect(ruleChoiceProblem(processAgain, null, { en: ['Go on', 'Stop'], de: ['Weiter', 'Go on'] })).toEqual({
      problem: 'repeated',
      language: 'de',
      count: 2,
    });
    expect(ruleChoiceProblem(sensationState, null, { en: ['Gone', 'Gone', 'Changed'] })).toMatchObject({
      problem: 'repeated',
    });
    // "No" is the second choice in English and Spanish alike; extra choices may repeat among themselves.
    expect(
      ruleChoiceProblem(processAgain, null, {
        en: ['Yes', 'No', 'Later', 'Later'],
        es: ['Sí', 'No', 'Luego', 'Luego'],
      }),
    ).toBeNull();
  });

  it('says why in a sentence naming the list', () => {
    expect(ruleChoiceMessage({ problem: 'order', language: 'en', count: 3 })).toBe(
      "Keep this step's first 3 choices, in their order: they carry the session's rules. Relabel them as you like, and add any new choice after them",
    );
    expect(ruleChoiceMessage({ problem: 'repeated', language: 'es', count: 2 })).toBe(
      'Spanish choices: Give each choice its own label, in every language',
    );
  });
});
