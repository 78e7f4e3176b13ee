import { useId, type ReactNode } from 'react';
import { i18n, LANGUAGE_NAMES, params, useMessages } from '../../../lib/i18n';
import type { TranslatedLanguage } from '../api/admin-step';
import { wantedFields, type EnglishTexts, type TranslationValues } from './step-translations';

export const translationMessages = i18n('admin-steps/translation-fields', {
  intro: params(
    'What patients who read {language} see. Leave a field empty to show them the English text; the media and answers are the same in every language.',
  ),
  english: 'English',
  emptyEnglish: '(no English text yet)',
  title: 'Title',
  description: 'Description',
  text_content: 'Text content',
  radioQuestion: 'Radio question',
  radioTitle: 'Radio title',
  options: 'Options',
  optionsHint: 'One translation per English option, in the same order; patients see all of them, or the English ones.',
  option: params('Option {number}'),
  halfDone: 'Translate every option, or leave them all empty',
  slider: 'Slider',
  sliderTitle: 'Slider title',
  nothing: 'Write the English texts first: there is nothing to translate yet.',
});

type Texts = ReturnType<typeof translationMessages.get>;

const input = 'w-full rounded-lg border bg-white px-3 py-2 text-base text-ink';

/** One text: its English wording on the left, the translation beside it (stacked on a phone). */
function Pair({
  label,
  english,
  language,
  t,
  children,
}: {
  label: string;
  english: string;
  language: TranslatedLanguage;
  t: Texts;
  children: (id: string, describedBy: string) => ReactNode;
}) {
  const id = useId();
  const sourceId = `${id}-source`;
  return (
    <div className="grid gap-2 sm:grid-cols-2 sm:gap-4">
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium text-muted">{t.english}</span>
        <p id={sourceId} lang="en" className="whitespace-pre-wrap rounded-lg bg-slate-50 px-3 py-2 text-sm text-ink">
          {english.trim() || <span className="italic text-muted">{t.emptyEnglish}</span>}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label} <span className="font-normal text-muted">({LANGUAGE_NAMES[language]})</span>
        </label>
        {children(id, sourceId)}
      </div>
    </div>
  );
}

/**
 * The texts of one other language, each beside its English wording: only the texts this step
 * has in English, and one choice per English option.
 */
export function TranslationFields({
  language,
  english,
  value,
  onChange,
  optionsProblem,
}: {
  language: TranslatedLanguage;
  english: EnglishTexts;
  value: TranslationValues;
  onChange: (next: TranslationValues) => void;
  optionsProblem: boolean;
}) {
  const t = useMessages(translationMessages);
  const problemId = useId();
  const wanted = new Set(wantedFields(english));
  const set = (field: Exclude<keyof TranslationValues, 'options'>, text: string) =>
    onChange({ ...value, [field]: text });
  const text = (field: 'title' | 'text_content' | 'description' | 'radioTitle' | 'sliderTitle', multiline = false) => {
    const source = english[field];
    const label = t[field === 'radioTitle' ? 'radioTitle' : field === 'sliderTitle' ? 'sliderTitle' : field];
    return (
      <Pair label={label} english={source} language={language} t={t}>
        {(id, describedBy) =>
          multiline ? (
            <textarea
              id={id}
              lang={language}
              rows={field === 'text_content' ? 5 : 2}
              value={value[field]}
              aria-describedby={describedBy}
              onChange={(e) => set(field, e.target.value)}
              className={`${input} border-slate-300`}
            />
          ) : (
            <input
              id={id}
              lang={language}
              value={value[field]}
              aria-describedby={describedBy}
              onChange={(e) => set(field, e.target.value)}
              className={`${input} min-h-11 border-slate-300`}
            />
          )
        }
      </Pair>
    );
  };
  const rows = english.options.flatMap((o, i) => (o.trim() ? [{ english: o, index: i }] : []));

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted">{t.intro({ language: LANGUAGE_NAMES[language] })}</p>
      {!english.title.trim() && !english.text_content.trim() ? <p className="text-sm">{t.nothing}</p> : null}
      {text('title')}
      {wanted.has('description') ? text('description', true) : null}
      {text('text_content', true)}
      {wanted.has('radioTitle') || wanted.has('options') ? (
        <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold">{t.radioQuestion}</legend>
          {wanted.has('radioTitle') ? text('radioTitle') : null}
          {wanted.has('options') ? (
            <>
              <p className="text-sm text-muted">{t.optionsHint}</p>
              {rows.map((row, n) => (
                <Pair
                  key={row.index}
                  label={t.option({ number: n + 1 })}
                  english={row.english}
                  language={language}
                  t={t}
                >
                  {(id, describedBy) => (
                    <input
                      id={id}
                      lang={language}
                      value={value.options[row.index] ?? ''}
                      aria-describedby={optionsProblem ? `${describedBy} ${problemId}` : describedBy}
                      aria-invalid={optionsProblem && !value.options[row.index]?.trim() ? true : undefined}
                      onChange={(e) =>
                        onChange({
                          ...value,
                          options: english.options.map((_, i) =>
                            i === row.index ? e.target.value : (value.options[i] ?? ''),
                          ),
                        })
                      }
                      className={`${input} min-h-11 ${
                        optionsProblem && !value.options[row.index]?.trim() ? 'border-danger' : 'border-slate-300'
                      }`}
                    />
                  )}
                </Pair>
              ))}
              {optionsProblem ? (
                <p id={problemId} role="alert" className="text-sm text-danger">
                  {t.halfDone}
                </p>
              ) : null}
            </>
          ) : null}
        </fieldset>
      ) : null}
      {wanted.has('sliderTitle') ? (
        <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold">{t.slider}</legend>
          {text('sliderTitle')}
        </fieldset>
      ) : null}
    </div>
  );
}
