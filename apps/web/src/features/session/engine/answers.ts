import type { AnswerValue, SessionStep } from '@clearwell/shared';

/** What the engine needs of a step; the full wire step fits. */
export type EngineStep = Pick<SessionStep, 'id' | 'title' | 'type' | 'order'> & {
  options: Pick<SessionStep['options'], 'radio_options' | 'slider_config'>;
};

const has = (step: EngineStep, t: string) => step.type.includes(t as never);

/** The radio choices a patient can pick: blank ones are left out. */
export function radioChoices(step: EngineStep): string[] {
  return step.options.radio_options.filter((o) => o.trim() !== '');
}

/**
 * A radio step that offers nothing to pick (saved before such steps were refused) can never be
 * completed: it is passed over with Next and nothing is sent for it, so no session dead-ends.
 */
export function offersNoChoice(step: EngineStep): boolean {
  return has(step, 'radio') && radioChoices(step).length === 0;
}

/** Steps with no type, or only an image, collect no answer and are never submitted; nor are steps offering no choice. */
export function isAnswerable(step: EngineStep): boolean {
  return step.type.some((t) => t !== 'image') && !offersNoChoice(step);
}

/** 0 for a slider alone; a pair for radio plus slider; empty otherwise. */
export function defaultAnswer(step: EngineStep): AnswerValue {
  const slider = has(step, 'slider');
  if (slider && has(step, 'radio')) return ['', 0];
  if (slider && step.type.every((t) => t === 'slider' || t === 'image')) return 0;
  return '';
}

/** The radio choice (or options selection) part of an answer. */
export function choiceOf(answer: AnswerValue | undefined): string {
  if (Array.isArray(answer)) return answer[0];
  return typeof answer === 'string' ? answer : '';
}

/** The text part of an answer: the second part of a pair, or the answer itself for a text step. */
export function textOf(step: EngineStep, answer: AnswerValue | undefined): string {
  if (Array.isArray(answer)) return typeof answer[1] === 'string' ? answer[1] : '';
  if (has(step, 'radio') || has(step, 'options')) return '';
  return typeof answer === 'string' ? answer : '';
}

export function sliderOf(step: EngineStep, answer: AnswerValue | undefined): number {
  if (typeof answer === 'number') return answer;
  if (Array.isArray(answer) && typeof answer[1] === 'number') return answer[1];
  return Math.min(Math.max(0, step.options.slider_config.min), step.options.slider_config.max);
}

/** Builds an answer of the step's shape from its parts: a pair only when radio is combined. */
export function composeAnswer(step: EngineStep, parts: { choice?: string; text?: string; slider?: number }, current: AnswerValue | undefined): AnswerValue {
  const choice = parts.choice ?? choiceOf(current);
  const text = parts.text ?? textOf(step, current);
  const slider = parts.slider ?? sliderOf(step, current);
  const radio = has(step, 'radio') || has(step, 'options');
  if (radio && has(step, 'slider')) return [choice, slider];
  if (radio && has(step, 'text')) return [choice, text];
  if (radio) return choice;
  if (has(step, 'text')) return text;
  if (has(step, 'slider')) return slider;
  return choice;
}

/** Next is disabled on an empty text step, a radio without a choice, options without a selection. */
export function isComplete(step: EngineStep, answer: AnswerValue | undefined): boolean {
  if (offersNoChoice(step)) return true;
  if (has(step, 'radio') || has(step, 'options')) return choiceOf(answer).trim() !== '';
  if (has(step, 'text')) return textOf(step, answer).trim() !== '';
  return true;
}

/** A pair whose second part is empty is sent as its first part alone. */
export function normalizeAnswer(answer: AnswerValue): AnswerValue {
  if (Array.isArray(answer) && typeof answer[1] === 'string' && answer[1].trim() === '') return answer[0];
  return answer;
}
