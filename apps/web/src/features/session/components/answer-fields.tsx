import type { AnswerValue, Experience, SessionStep } from '@clearwell/shared';
import { MAX_ANSWER_TEXT } from '@clearwell/shared/constants';
import { lazy, Suspense, useId } from 'react';
import { choiceOf, composeAnswer, offersNoChoice, radioChoices, sliderOf, textOf } from '../engine/answers';
import { i18n, params, useMessages } from '../../../lib/i18n';
import { LimitedTextarea } from '../../../components/ui/limited-textarea';

// An extra for typed answers: it arrives just after the page rather than in its first download.
const DictationButton = lazy(() => import('./dictation-button').then((m) => ({ default: m.DictationButton })));

const messages = i18n('session/answer', {
  nothingToAnswer: 'There is nothing to answer on this step. Select Next to continue.',
  workOn: 'What would you like to work on?',
  chooseOne: 'Choose one',
  howStrong: 'How strong is it?',
  outOf: params('{value} out of {max}'),
  addOptional: 'Anything you would like to add? (optional)',
  yourAnswer: 'Your answer',
});

interface AnswerFieldsProps {
  step: SessionStep;
  answer: AnswerValue;
  experiences: Experience[];
  onChange: (answer: AnswerValue) => void;
}

function ChoiceGroup({
  legend,
  name,
  choices,
  value,
  onPick,
}: {
  legend: string;
  name: string;
  choices: string[];
  value: string;
  onPick: (c: string) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-base font-semibold text-ink">{legend}</legend>
      {choices.map((c) => (
        <label
          key={c}
          className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 ${value === c ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white hover:bg-brand-50'}`}
        >
          <input
            type="radio"
            name={name}
            value={c}
            checked={value === c}
            onChange={() => onPick(c)}
            className="h-5 w-5 accent-brand-600"
          />
          <span>{c}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The inputs a step asks for, in the order options, radio, slider, text. */
export function AnswerFields({ step, answer, experiences, onChange }: AnswerFieldsProps) {
  const baseId = useId();
  const t = useMessages(messages);
  const types = step.type;
  const set = (parts: Parameters<typeof composeAnswer>[1]) => onChange(composeAnswer(step, parts, answer));
  const { min, max } = step.options.slider_config;
  const slider = sliderOf(step, answer);
  const text = textOf(step, answer);
  if (offersNoChoice(step)) {
    // Nothing here can be answered (the question has no options): say so rather than show an empty choice.
    return <p className="text-base text-muted">{t.nothingToAnswer}</p>;
  }
  return (
    <div className="flex flex-col gap-6">
      {types.includes('options') ? (
        <ChoiceGroup
          legend={t.workOn}
          name={`${baseId}-options`}
          choices={experiences.map((e) => e.title)}
          value={choiceOf(answer)}
          onPick={(c) => set({ choice: c })}
        />
      ) : null}
      {types.includes('radio') ? (
        <ChoiceGroup
          legend={step.options.radio_title || t.chooseOne}
          name={`${baseId}-radio`}
          choices={radioChoices(step)}
          value={choiceOf(answer)}
          onPick={(c) => set({ choice: c })}
        />
      ) : null}
      {types.includes('slider') ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${baseId}-slider`} className="text-base font-semibold text-ink">
            {step.options.slider_title || t.howStrong}
          </label>
          <div className="flex items-center gap-4">
            <span aria-hidden="true" className="text-sm text-muted">
              {min}
            </span>
            <input
              id={`${baseId}-slider`}
              type="range"
              min={min}
              max={max}
              step={1}
              value={slider}
              aria-valuetext={t.outOf({ value: slider, max })}
              onChange={(e) => set({ slider: Number(e.target.value) })}
              className="h-11 flex-1 accent-brand-600"
            />
            <span aria-hidden="true" className="text-sm text-muted">
              {max}
            </span>
            <output
              htmlFor={`${baseId}-slider`}
              className="w-10 rounded-lg bg-brand-100 py-1 text-center text-lg font-semibold text-brand-800"
            >
              {slider}
            </output>
          </div>
        </div>
      ) : null}
      {types.includes('text') ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${baseId}-text`} className="text-base font-semibold text-ink">
            {types.includes('radio') ? t.addOptional : t.yourAnswer}
          </label>
          <LimitedTextarea
            id={`${baseId}-text`}
            rows={4}
            value={text}
            max={MAX_ANSWER_TEXT}
            onChange={(typed) => set({ text: typed })}
            className="w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-ink"
          />
          <div className="min-h-11">
            <Suspense fallback={null}>
              <DictationButton
                onText={(heard) => set({ text: (text ? `${text} ${heard}` : heard).slice(0, MAX_ANSWER_TEXT) })}
              />
            </Suspense>
          </div>
        </div>
      ) : null}
    </div>
  );
}
