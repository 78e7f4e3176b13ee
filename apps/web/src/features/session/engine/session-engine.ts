import type { AnswerValue, SessionAnswer } from '@clearwell/shared';
import { STEP_KEYS, STEP_TITLES } from '@clearwell/shared/constants';
import { processAgainChoiceAt, sensationChoiceAt } from '@clearwell/shared/rule-choices';
import { i18n, params } from '../../../lib/i18n';
import { choiceOf, defaultAnswer, isAnswerable, isComplete, normalizeAnswer, type EngineStep } from './answers';

/**
 * The guided session as a pure state machine (spec section 4 "Session"). The page renders
 * a state and feeds user actions in; what to do with the world (submit, open the advice
 * modal) comes back as an effect.
 */
export interface SessionState {
  index: number;
  answers: Record<string, AnswerValue>;
  /** Ids of the steps the patient has been on since the last restart: what gets submitted. */
  visited: string[];
  /** Where Feel Now was entered from, so Back returns there. */
  feelNowFrom: number | null;
}

export type NextEffect =
  | { kind: 'moved' }
  | { kind: 'blocked' }
  | { kind: 'advice' }
  | { kind: 'submit-and-restart'; responses: SessionAnswer[] }
  | { kind: 'submit-and-finish'; responses: SessionAnswer[] };

export interface NextResult {
  state: SessionState;
  effect: NextEffect;
}

type RuleStep = keyof typeof STEP_KEYS;

/**
 * Whether a step is one the rules name (spec section 4): by its stable key, whatever language its
 * title is shown in; only a step without a key (steps kept on a device before keys existed) by
 * its English title.
 */
export function isStep(step: EngineStep | undefined, which: RuleStep): boolean {
  if (!step) return false;
  return step.key ? step.key === STEP_KEYS[which] : step.title === STEP_TITLES[which];
}

const indexOfStep = (steps: EngineStep[], which: RuleStep) => steps.findIndex((s) => isStep(s, which));

export function initialState(steps: EngineStep[]): SessionState {
  return { index: 0, answers: {}, visited: steps[0] ? [steps[0].id] : [], feelNowFrom: null };
}

export function currentAnswer(state: SessionState, step: EngineStep): AnswerValue {
  return state.answers[step.id] ?? defaultAnswer(step);
}

export function setAnswer(state: SessionState, step: EngineStep, answer: AnswerValue): SessionState {
  return { ...state, answers: { ...state.answers, [step.id]: answer } };
}

export const counterMessages = i18n('session/counter', {
  step: params('Step {n}/{total}'),
  completed: params('Step Completed {n}/{total}'),
});

/** "Step n/total", and "Step Completed n/total" on the last step, in the language in use. */
export function counterLabel(index: number, total: number, t = counterMessages.get()): string {
  const values = { n: index + 1, total };
  return index >= total - 1 ? t.completed(values) : t.step(values);
}

export function canGoNext(state: SessionState, steps: EngineStep[]): boolean {
  const step = steps[state.index];
  return Boolean(step) && isComplete(step!, currentAnswer(state, step!));
}

function goTo(state: SessionState, steps: EngineStep[], target: number): SessionState {
  const step = steps[target];
  if (!step) return state;
  const entersFeelNow = isStep(step, 'feelNow') && target !== state.index;
  return {
    ...state,
    index: target,
    visited: state.visited.includes(step.id) ? state.visited : [...state.visited, step.id],
    feelNowFrom: entersFeelNow ? state.index : state.feelNowFrom,
  };
}

/** The answers to send: visited steps that collect an answer, in step order, pairs trimmed. */
export function buildSubmission(state: SessionState, steps: EngineStep[]): SessionAnswer[] {
  return steps
    .filter((s) => state.visited.includes(s.id) && isAnswerable(s))
    .map((s) => ({ step: s, response: normalizeAnswer(currentAnswer(state, s), s) }))
    .filter(({ response }) => response !== '')
    .map(({ step, response }) => ({ session_step_id: step.id, step_unique_id: `${step.order}-${step.id}`, response }));
}

/** The ordinary forward move, with the jump from the step before last once a Feel Now step exists. */
function advance(state: SessionState, steps: EngineStep[]): SessionState {
  const last = steps.length - 1;
  const target = state.index === last - 1 && indexOfStep(steps, 'feelNow') >= 0 ? last : state.index + 1;
  return goTo(state, steps, target);
}

export function next(state: SessionState, steps: EngineStep[]): NextResult {
  const step = steps[state.index];
  if (!step || !canGoNext(state, steps)) return { state, effect: { kind: 'blocked' } };
  const choice = choiceOf(currentAnswer(state, step));
  const hasRadio = step.type.includes('radio');

  // A choice's rule is its position among the step's choices (docs/api.md, Rule-bearing choices), whatever an admin
  // relabelled or translated it to; choices added after the rule-bearing ones go to the next step.
  if (hasRadio && isStep(step, 'sensationState')) {
    const sensation = sensationChoiceAt(step.options.radio_options, choice);
    if (sensation === 'gone') {
      const feelNow = indexOfStep(steps, 'feelNow');
      if (feelNow >= 0) return { state: goTo(state, steps, feelNow), effect: { kind: 'moved' } };
    } else if (sensation) {
      return { state, effect: { kind: 'advice' } };
    }
  }

  let working = state;
  if (hasRadio && isStep(step, 'processAgain')) {
    const again = processAgainChoiceAt(step.options.radio_options, choice);
    if (again === 'yes')
      return { state, effect: { kind: 'submit-and-restart', responses: buildSubmission(state, steps) } };
    if (again === 'no') {
      const feelNow = steps.find((s) => isStep(s, 'feelNow'));
      if (feelNow && !working.visited.includes(feelNow.id))
        working = { ...working, visited: [...working.visited, feelNow.id] };
    }
  }

  if (state.index >= steps.length - 1) {
    return { state: working, effect: { kind: 'submit-and-finish', responses: buildSubmission(working, steps) } };
  }
  return { state: advance(working, steps), effect: { kind: 'moved' } };
}

export function back(state: SessionState, steps: EngineStep[]): SessionState {
  const step = steps[state.index];
  if (isStep(step, 'feelNow') && state.feelNowFrom !== null) {
    return { ...state, index: state.feelNowFrom, feelNowFrom: null };
  }
  return state.index > 0 ? { ...state, index: state.index - 1 } : state;
}

/** Clears the answers from Describe Sensations through the current step and returns there. */
export function anotherRound(state: SessionState, steps: EngineStep[]): SessionState {
  const start = Math.max(0, indexOfStep(steps, 'describeSensations'));
  const cleared = new Set(steps.slice(start, state.index + 1).map((s) => s.id));
  const answers = Object.fromEntries(Object.entries(state.answers).filter(([id]) => !cleared.has(id)));
  const visited = state.visited.filter((id) => !cleared.has(id) || id === steps[start]!.id);
  return {
    ...state,
    answers,
    visited: visited.includes(steps[start]!.id) ? visited : [...visited, steps[start]!.id],
    index: start,
  };
}

/** Jumps to the Message step (the next step when there is none). */
export function finalSteps(state: SessionState, steps: EngineStep[]): SessionState {
  const message = indexOfStep(steps, 'message');
  return goTo(state, steps, message >= 0 ? message : Math.min(state.index + 1, steps.length - 1));
}

/** A saved state is only resumed when it still fits the steps the server gave. */
export function isResumable(state: unknown, steps: EngineStep[]): state is SessionState {
  if (!state || typeof state !== 'object') return false;
  const s = state as Partial<SessionState>;
  const ids = new Set(steps.map((x) => x.id));
  return (
    typeof s.index === 'number' &&
    Number.isInteger(s.index) &&
    s.index >= 0 &&
    s.index < steps.length &&
    !!s.answers &&
    typeof s.answers === 'object' &&
    Array.isArray(s.visited) &&
    s.visited.every((id) => ids.has(id)) &&
    Object.keys(s.answers).every((id) => ids.has(id)) &&
    (s.feelNowFrom === null || typeof s.feelNowFrom === 'number')
  );
}
