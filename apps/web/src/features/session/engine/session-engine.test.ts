import type { AnswerValue } from '@clearwell/shared';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../lib/i18n/language';
import { resetLanguageChoice } from '../../../../test/language';
import type { EngineStep } from './answers';
import {
  anotherRound,
  back,
  buildSubmission,
  canGoNext,
  counterLabel,
  finalSteps,
  initialState,
  isResumable,
  next,
  setAnswer,
  type SessionState,
} from './session-engine';
import {
  makeSteps,
  middleFeelNowOrder,
  plainOrder,
  say,
  seededOrder,
  withoutKeys,
} from '../../../../test/engine-steps';

const LANGS = ['en', 'es', 'de'] as const;

/** Answers the current step (when given) and presses Next. */
function answerAndNext(state: SessionState, steps: EngineStep[], answer?: AnswerValue) {
  const s = answer === undefined ? state : setAnswer(state, steps[state.index]!, answer);
  return next(s, steps);
}
const titleAt = (state: SessionState, steps: EngineStep[]) => steps[state.index]!.title;
/** Where the patient is, by the step's key (the same in every language). */
const keyAt = (state: SessionState, steps: EngineStep[]) => steps[state.index]!.key;

/** Walks the seeded order up to Sensation State. */
function toSensationState(steps = seededOrder()) {
  let s = initialState(steps);
  for (const a of ['Physical pain', 7, 'My back', 'Tight and warm', 'It eased a little'] as AnswerValue[]) {
    s = answerAndNext(s, steps, a).state;
  }
  expect(keyAt(s, steps)).toBe('sensation_state');
  return { s, steps };
}

describe('counter', () => {
  it('reads Step n/total, and Step Completed n/total on the last step', () => {
    expect(counterLabel(0, 9)).toBe('Step 1/9');
    expect(counterLabel(7, 9)).toBe('Step 8/9');
    expect(counterLabel(8, 9)).toBe('Step Completed 9/9');
    expect(counterLabel(0, 1)).toBe('Step Completed 1/1');
  });
});

describe('forward and back by index', () => {
  it('moves one step at a time through a plain order and finishes on the last', () => {
    const steps = plainOrder();
    let r = answerAndNext(initialState(steps), steps, 'hello');
    expect(r.state.index).toBe(1);
    r = answerAndNext(r.state, steps);
    expect(r.state.index).toBe(2);
    expect(back(r.state, steps).index).toBe(1);
    expect(back(back(back(r.state, steps), steps), steps).index).toBe(0);
    r = answerAndNext(r.state, steps, 'B');
    expect(r.effect).toEqual({
      kind: 'submit-and-finish',
      responses: [
        { session_step_id: 's1', step_unique_id: '1-s1', response: 'hello' },
        { session_step_id: 's2', step_unique_id: '2-s2', response: 0 },
        { session_step_id: 's3', step_unique_id: '3-s3', response: 'B' },
      ],
    });
  });

  it('is blocked while the step is incomplete', () => {
    const steps = plainOrder();
    const s = initialState(steps);
    expect(canGoNext(s, steps)).toBe(false);
    expect(next(s, steps)).toEqual({ state: s, effect: { kind: 'blocked' } });
    const onRadio = { ...s, index: 2 };
    expect(canGoNext(onRadio, steps)).toBe(false);
    expect(canGoNext(setAnswer(onRadio, steps[2]!, 'A'), steps)).toBe(true);
  });
});

describe.each(LANGS)('Sensation State (%s)', (lang) => {
  const c = say(lang);
  it("It's gone jumps to Feel Now, and Back returns to Sensation State", () => {
    const { s, steps } = toSensationState(seededOrder(lang));
    const r = answerAndNext(s, steps, c.gone);
    expect(keyAt(r.state, steps)).toBe('feel_now');
    expect(r.state.index).toBe(8);
    expect(r.state.feelNowFrom).toBe(5);
    expect(keyAt(back(r.state, steps), steps)).toBe('sensation_state');
  });

  it.each([c.unchanged, c.changed])('%s opens the advice and stays put', (choice) => {
    const { s, steps } = toSensationState(seededOrder(lang));
    const r = answerAndNext(s, steps, choice);
    expect(r.effect).toEqual({ kind: 'advice' });
    expect(r.state.index).toBe(s.index);
  });

  it('Another Round clears answers from Describe Sensations through here and returns there', () => {
    const { s, steps } = toSensationState(seededOrder(lang));
    const advised = setAnswer(s, steps[5]!, c.unchanged);
    const again = anotherRound(advised, steps);
    expect(keyAt(again, steps)).toBe('describe_sensations');
    expect(Object.keys(again.answers).sort()).toEqual(['s1', 's2', 's3']);
    expect(canGoNext(again, steps)).toBe(false);
    // Steps after Describe Sensations are not submitted until visited again.
    expect(buildSubmission(again, steps).map((a) => a.session_step_id)).toEqual(['s1', 's2', 's3']);
  });

  it("a second round ending in It's gone submits only the second round's answers", () => {
    const { s, steps } = toSensationState(seededOrder(lang));
    let r = answerAndNext(s, steps, c.unchanged);
    let st = anotherRound(r.state, steps);
    for (const a of ['Smaller now', 'It softened']) st = answerAndNext(st, steps, a).state;
    r = answerAndNext(st, steps, c.gone);
    expect(keyAt(r.state, steps)).toBe('feel_now');
    r = answerAndNext(r.state, steps, 1);
    expect(r.effect.kind).toBe('submit-and-finish');
    const responses = r.effect.kind === 'submit-and-finish' ? r.effect.responses.map((a) => a.response) : [];
    expect(responses).toEqual(['Physical pain', 7, 'My back', 'Smaller now', 'It softened', c.gone, 1]);
  });

  it('Final Steps jumps to Message', () => {
    const { s, steps } = toSensationState(seededOrder(lang));
    const st = finalSteps(setAnswer(s, steps[5]!, c.changed), steps);
    expect(keyAt(st, steps)).toBe('message');
  });

  it('any other choice goes to the next step', () => {
    const steps = middleFeelNowOrder(lang).map((st) =>
      st.key === 'sensation_state' ? { ...st, options: { ...st.options, radio_options: ['Maybe'] } } : st,
    );
    const s = { ...initialState(steps), index: 3 };
    const r = answerAndNext(s, steps, 'Maybe');
    expect(r.state.index).toBe(4);
  });

  it("without a Feel Now step, It's gone simply moves on", () => {
    const steps = seededOrder(lang).filter((st) => st.key !== 'feel_now');
    const { s } = toSensationState(steps);
    expect(answerAndNext(s, steps, c.gone).state.index).toBe(6);
  });
});

describe.each(LANGS)('Process Again (%s)', (lang) => {
  const c = say(lang);
  function toProcessAgain() {
    const { s, steps } = toSensationState(seededOrder(lang));
    let st = finalSteps(setAnswer(s, steps[5]!, c.changed), steps);
    st = answerAndNext(st, steps, 'Be kinder to myself').state;
    expect(keyAt(st, steps)).toBe('process_again');
    return { st, steps };
  }

  it('Yes submits what was answered, Feel Now not included', () => {
    const { st, steps } = toProcessAgain();
    const r = answerAndNext(st, steps, c.yes);
    expect(r.effect.kind).toBe('submit-and-restart');
    const sent = r.effect.kind === 'submit-and-restart' ? r.effect.responses : [];
    expect(sent.map((a) => a.response)).toEqual([
      'Physical pain',
      7,
      'My back',
      'Tight and warm',
      'It eased a little',
      c.changed,
      'Be kinder to myself',
      c.yes,
    ]);
    expect(initialState(steps)).toEqual({ index: 0, answers: {}, visited: ['s1'], feelNowFrom: null });
  });

  it('No adds Feel Now to the submitted set and goes on to it', () => {
    const { st, steps } = toProcessAgain();
    let r = answerAndNext(st, steps, c.no);
    expect(keyAt(r.state, steps)).toBe('feel_now');
    expect(buildSubmission(r.state, steps).at(-1)).toMatchObject({ session_step_id: 's9', response: 0 });
    expect(keyAt(back(r.state, steps), steps)).toBe('process_again');
    r = answerAndNext(r.state, steps, 3);
    expect(r.effect.kind).toBe('submit-and-finish');
    const sent = r.effect.kind === 'submit-and-finish' ? r.effect.responses : [];
    expect(sent.map((a) => a.response).slice(-2)).toEqual([c.no, 3]);
  });

  it('No includes an unvisited Feel Now in the middle of the order', () => {
    const steps = middleFeelNowOrder(lang);
    let s = initialState(steps);
    s = answerAndNext(s, steps).state; // Welcome
    s = answerAndNext(s, steps, 'Heavy').state;
    s = answerAndNext(s, steps).state; // Picture
    s = finalSteps(setAnswer(s, steps[3]!, c.changed), steps);
    expect(keyAt(s, steps)).toBe('message');
    s = answerAndNext(s, steps, ['Option 1', '']).state;
    const r = answerAndNext(s, steps, c.no);
    expect(keyAt(r.state, steps)).toBe('closing');
    const sent = buildSubmission(r.state, steps);
    expect(sent.map((a) => a.session_step_id)).toEqual(['s2', 's4', 's5', 's6', 's7']);
    expect(sent.find((a) => a.session_step_id === 's5')!.response).toEqual(['', 0]);
    expect(sent.find((a) => a.session_step_id === 's6')!.response).toBe('Option 1');
  });
});

describe.each(LANGS)('the step before last (%s)', (lang) => {
  it('jumps to the last step when a Feel Now step exists', () => {
    const steps = middleFeelNowOrder(lang);
    const s = setAnswer({ ...initialState(steps), index: 6 }, steps[6]!, 'Maybe later');
    const r = next(s, steps);
    expect(r.state.index).toBe(7);
    expect(counterLabel(r.state.index, steps.length)).toBe('Step Completed 8/8');
  });

  it('Back from Feel Now entered in order goes to the step before it', () => {
    const steps = middleFeelNowOrder(lang);
    let s = { ...initialState(steps), index: 3 };
    s = answerAndNext(s, steps, 'Other').state;
    expect(keyAt(s, steps)).toBe('feel_now');
    expect(back(s, steps).index).toBe(3);
  });
});

/** The seeded steps after an admin relabelled the rule-bearing choices (and added one after them). */
const relabelled = (steps: EngineStep[]) =>
  steps.map((st) => {
    if (st.key === 'sensation_state')
      return {
        ...st,
        options: { ...st.options, radio_options: ['All clear', 'Still there', 'Different now', 'Not sure'] },
      };
    if (st.key === 'process_again') return { ...st, options: { ...st.options, radio_options: ['Once more', 'Done'] } };
    return st;
  });

describe('the rules follow the position of a choice, not its label (docs/api.md, Rule-bearing choices)', () => {
  it('the first Sensation State choice jumps to Feel Now, whatever it is called', () => {
    const steps = relabelled(seededOrder());
    const { s } = toSensationState(steps);
    const r = answerAndNext(s, steps, 'All clear');
    expect(keyAt(r.state, steps)).toBe('feel_now');
    expect(answerAndNext(s, steps, 'Still there').effect).toEqual({ kind: 'advice' });
    expect(answerAndNext(s, steps, 'Different now').effect).toEqual({ kind: 'advice' });
  });

  it('a choice added after the three goes to the next step', () => {
    const steps = relabelled(seededOrder());
    const { s } = toSensationState(steps);
    const r = answerAndNext(s, steps, 'Not sure');
    expect(r.effect).toEqual({ kind: 'moved' });
    expect(r.state.index).toBe(s.index + 1);
  });

  it('the first Process Again choice starts another session, the second finishes with Feel Now sent', () => {
    const steps = relabelled(seededOrder());
    const at = steps.findIndex((st) => st.key === 'process_again');
    const s = { ...initialState(steps), index: at };
    expect(answerAndNext(s, steps, 'Once more').effect.kind).toBe('submit-and-restart');
    const done = answerAndNext(s, steps, 'Done');
    expect(done.effect.kind).not.toBe('submit-and-restart');
    expect(done.state.visited).toContain(steps.find((st) => st.key === 'feel_now')!.id);
  });

  it("a label that was the first choice once means nothing at another step's place", () => {
    const steps = seededOrder().map((st) =>
      st.key === 'sensation_state'
        ? { ...st, options: { ...st.options, radio_options: ['Gone', "It's gone", 'Changed'] } }
        : st,
    );
    const { s } = toSensationState(steps);
    expect(answerAndNext(s, steps, "It's gone").effect).toEqual({ kind: 'advice' });
  });
});

describe('the rules follow the key, not the title', () => {
  it('runs a Spanish and a German session on their translated titles and choices', () => {
    for (const lang of ['es', 'de'] as const) {
      const { s, steps } = toSensationState(seededOrder(lang));
      expect(titleAt(s, steps)).toBe(lang === 'es' ? 'Estado de la sensación' : 'Wie ist es jetzt?');
      const r = answerAndNext(s, steps, say(lang).gone);
      expect(titleAt(r.state, steps)).toBe(lang === 'es' ? 'Siente ahora' : 'Jetzt spüren');
      expect(r.state.feelNowFrom).toBe(5);
    }
  });

  it('a step titled like a rule step but keyed otherwise is an ordinary step', () => {
    const steps = seededOrder().map((st) => (st.key === 'sensation_state' ? { ...st, key: 'how_is_it' } : st));
    const s = { ...initialState(steps), index: 5 };
    const r = answerAndNext(s, steps, "It's gone");
    expect(r.effect).toEqual({ kind: 'moved' });
    expect(r.state.index).toBe(6);
  });

  it('a keyed step is found whatever its title says', () => {
    const steps = seededOrder().map((st) => (st.key === 'feel_now' ? { ...st, title: 'Anything at all' } : st));
    const { s } = toSensationState(steps);
    expect(keyAt(answerAndNext(s, steps, "It's gone").state, steps)).toBe('feel_now');
    const message = finalSteps(setAnswer(s, steps[5]!, "It's changed"), steps);
    expect(keyAt(message, steps)).toBe('message');
  });

  it('steps kept from before keys existed are still named by their English titles', () => {
    const steps = withoutKeys(seededOrder());
    const s = { ...initialState(steps), index: 5 };
    expect(titleAt(answerAndNext(s, steps, "It's gone").state, steps)).toBe('Feel Now');
    expect(answerAndNext(s, steps, "It hasn't changed").effect).toEqual({ kind: 'advice' });
    expect(titleAt(anotherRound(s, steps), steps)).toBe('Describe Sensations');
  });

  it('the counter speaks the language in use', async () => {
    chooseLanguage('de');
    await waitFor(() => expect(counterLabel(1, 9)).toBe('Schritt 2/9'));
    expect(counterLabel(8, 9)).toBe('Letzter Schritt 9/9');
    resetLanguageChoice();
    expect(counterLabel(8, 9)).toBe('Step Completed 9/9');
  });
});

describe('reading steps and images', () => {
  it('are never submitted, and empty answers are left out', () => {
    const steps = middleFeelNowOrder();
    const s = { ...initialState(steps), visited: steps.map((x) => x.id), answers: { s2: 'Heavy', s8: '' } };
    expect(buildSubmission(s, steps).map((a) => a.session_step_id)).toEqual(['s2', 's5']);
  });
});

describe('a step whose choice cannot be given', () => {
  /** Radio steps saved without a real option, as the admin screen once allowed. */
  const withBrokenRadio = () =>
    makeSteps([
      ['Welcome', ['text']],
      ['Pick one', ['radio']],
      ['Blank rows', ['radio', 'text'], ['', '   ']],
      ['Sensation State', ['radio'], []],
      ['Closing', ['radio'], ['', 'Done']],
    ]);

  it('never stops the patient: Next is enabled on it and moves on', () => {
    const steps = withBrokenRadio();
    let r = answerAndNext(initialState(steps), steps, 'Hello');
    for (const title of ['Pick one', 'Blank rows', 'Sensation State']) {
      expect(titleAt(r.state, steps)).toBe(title);
      expect(canGoNext(r.state, steps)).toBe(true);
      r = next(r.state, steps);
      expect(r.effect).toEqual({ kind: 'moved' });
    }
    expect(titleAt(r.state, steps)).toBe('Closing');
  });

  it('sends nothing for it', () => {
    const steps = withBrokenRadio();
    let s = initialState(steps);
    for (let i = 0; i < 4; i++) s = answerAndNext(s, steps, i === 0 ? 'Hello' : undefined).state;
    const r = answerAndNext(s, steps, 'Done');
    expect(r.effect).toEqual({
      kind: 'submit-and-finish',
      responses: [
        { session_step_id: 's1', step_unique_id: '1-s1', response: 'Hello' },
        { session_step_id: 's5', step_unique_id: '5-s5', response: 'Done' },
      ],
    });
  });

  it('still asks for a choice when a real option exists beside blank ones', () => {
    const steps = withBrokenRadio();
    const onClosing = { ...initialState(steps), index: 4 };
    expect(canGoNext(onClosing, steps)).toBe(false);
    expect(canGoNext(setAnswer(onClosing, steps[4]!, 'Done'), steps)).toBe(true);
  });
});

describe('resuming', () => {
  it('accepts a saved state that fits the steps and refuses one that does not', () => {
    const steps = seededOrder();
    const { s } = toSensationState(steps);
    expect(isResumable(JSON.parse(JSON.stringify(s)), steps)).toBe(true);
    expect(isResumable({ ...s, index: 99 }, steps)).toBe(false);
    expect(isResumable({ ...s, answers: { gone: 'x' } }, steps)).toBe(false);
    expect(isResumable('junk', steps)).toBe(false);
    expect(isResumable(null, steps)).toBe(false);
  });
});
