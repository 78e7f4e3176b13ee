import type { AnswerValue, SessionStep } from '@clearwell/shared';

/** What the engine needs of a step; the full wire step fits. */
export type EngineStep = Pick<SessionStep, 'id' | 'title' | 'type' | 'order'> & {
  /** The step's stable name (docs/api.md, Languages); absent only on steps kept from before keys existed. */
  key?: string;
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

const offersChoice = (step: EngineStep) => has(step, 'radio') || has(step, 'options');

/**
 * The parts a step asks for, in the order an answer carries them: a choice (radio or options),
 * then text, then a slider value. An answer is the one part alone, or the parts in that order:
 * `[choice, text]`, `[choice, slider]`, `[text, slider]` or `[choice, text, slider]`.
 */
function partsOf(step: EngineStep): ('choice' | 'text' | 'slider')[] {
  const parts: ('choice' | 'text' | 'slider')[] = [];
  if (offersChoice(step)) parts.push('choice');
  if (has(step, 'text')) parts.push('text');
  if (has(step, 'slider')) parts.push('slider');
  return parts;
}

/** The part of an answer at its place in the step's shape (a lone answer is its only part). */
function partOf(
  step: EngineStep,
  answer: AnswerValue | undefined,
  part: 'choice' | 'text' | 'slider',
): string | number | undefined {
  if (answer === undefined) return undefined;
  const parts = partsOf(step);
  const index = parts.indexOf(part);
  if (index < 0) return undefined;
  if (!Array.isArray(answer)) return parts.length === 1 || index === 0 ? answer : undefined;
  return answer[index];
}

/** 0 for a slider alone; with a slider combined, every other part empty and the slider at 0; empty otherwise. */
export function defaultAnswer(step: EngineStep): AnswerValue {
  if (!has(step, 'slider')) return '';
  return composeAnswer(step, { choice: '', text: '', slider: 0 }, undefined);
}

/** The radio choice (or options selection) part of an answer: always its first part. */
export function choiceOf(answer: AnswerValue | undefined): string {
  if (Array.isArray(answer)) return answer[0];
  return typeof answer === 'string' ? answer : '';
}

/** The text part of an answer, wherever the step's shape puts it. */
export function textOf(step: EngineStep, answer: AnswerValue | undefined): string {
  const text = partOf(step, answer, 'text');
  return typeof text === 'string' ? text : '';
}

export function sliderOf(step: EngineStep, answer: AnswerValue | undefined): number {
  const value = partOf(step, answer, 'slider');
  if (typeof value === 'number') return value;
  return Math.min(Math.max(0, step.options.slider_config.min), step.options.slider_config.max);
}

/** Builds an answer of the step's shape from its parts: every part the step asks for, in order. */
export function composeAnswer(
  step: EngineStep,
  parts: { choice?: string; text?: string; slider?: number },
  current: AnswerValue | undefined,
): AnswerValue {
  const values = {
    choice: parts.choice ?? choiceOf(current),
    text: parts.text ?? textOf(step, current),
    slider: parts.slider ?? sliderOf(step, current),
  };
  const shape = partsOf(step);
  if (shape.length === 0) return values.choice;
  if (shape.length === 1) return values[shape[0]!];
  return shape.map((part) => values[part]) as AnswerValue;
}

/** Next is disabled on an empty text step, a radio without a choice, options without a selection. */
export function isComplete(step: EngineStep, answer: AnswerValue | undefined): boolean {
  if (offersNoChoice(step)) return true;
  if (has(step, 'radio') || has(step, 'options')) return choiceOf(answer).trim() !== '';
  if (has(step, 'text')) return textOf(step, answer).trim() !== '';
  return true;
}

/**
 * Empty text is left out of what is sent: `[choice, ""]` is sent as the choice alone,
 * `[choice, "", 3]` as `[choice, 3]`, and, on a text-and-slider step, `["", 3]` as 3.
 */
export function normalizeAnswer(answer: AnswerValue, step?: EngineStep): AnswerValue {
  if (!Array.isArray(answer)) return answer;
  const [first, ...rest] = answer;
  const kept = [first, ...rest.filter((part) => !(typeof part === 'string' && part.trim() === ''))];
  if (step && !offersChoice(step) && typeof first === 'string' && first.trim() === '')
    return kept[kept.length - 1] as AnswerValue;
  return (kept.length === 1 ? kept[0] : kept) as AnswerValue;
}
