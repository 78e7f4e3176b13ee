import { detailText, formRuleMessages } from '../../../components/admin/common-messages';
import { useId, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { i18n, params, useMessages, type Language } from '../../../lib/i18n';
import type { FieldError } from '../../../lib/form-rules';
import { useLightForm } from '../../../lib/use-light-form';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../api/admin-step';
import { MediaField } from './media-fields';
import { englishOf, halfTranslatedOptions, validateStep, type StepFormValues } from './step-form-model';
import { ruleChoiceMessages, ruleChoicesHint } from './rule-choices';
import { LanguageTabs, panelId, tabId, type TabStatus } from './step-language-tabs';
import { translationStatus, type TranslationValues } from './step-translations';
import { StepTypePicker } from './step-type-picker';
import { TextArea } from './text-area';
import { TranslationFields } from './translation-fields';

export const stepFormMessages = i18n('admin-steps/form', {
  title: 'Title',
  description: 'Description',
  textContent: 'Text content',
  radioQuestion: 'Radio question',
  radioTitle: 'Radio title',
  optionsHint: 'Patients choose one of these options; empty rows are left out.',
  option: params('Option {number}'),
  removeOption: params('Remove option {number}'),
  remove: 'Remove',
  addOption: 'Add option',
  slider: 'Slider',
  sliderTitle: 'Slider title',
  minimum: 'Minimum',
  maximum: 'Maximum',
  media: 'Media',
  images: 'Images',
  imagesHint: 'JPEG, PNG, GIF or WebP; several allowed.',
  video: 'Video',
  videoHint: 'One video (MP4, WebM, MOV or Ogg); a new one replaces the current.',
  audio: 'Audio',
  audioHint: 'One audio file (MP3, WAV, Ogg, M4A, AAC or FLAC); a new one replaces the current.',
  cancel: 'Cancel',
});

interface StepFormProps {
  initial: StepFormValues;
  submitLabel: string;
  submittingLabel: string;
  onSubmit: (values: StepFormValues) => Promise<void>;
  onCancel?: () => void;
  /** Renders beside the form with the live values and the language being edited, e.g. the patient preview. */
  aside?: (values: StepFormValues, language: Language) => ReactNode;
}

const ENGLISH_FIELDS = ['title', 'text_content', 'options', 'radioTitle', 'sliderTitle', 'description'] as const;

/**
 * Every field of the spec's step edit form; used by the edit modal and the Create New Step screen.
 * The texts a patient reads sit in a tab per language (English required, Spanish and German
 * optional); the answer types, slider range and media are the same in every language.
 */
export function StepForm({ initial, submitLabel, submittingLabel, onSubmit, onCancel, aside }: StepFormProps) {
  const {
    register,
    handleSubmit,
    setValue: set,
    values,
    formState,
  } = useLightForm<StepFormValues>({ validate: validateStep, defaultValues: initial });
  const t = useMessages(stepFormMessages);
  const rules = useMessages(formRuleMessages);
  const ruleTexts = useMessages(ruleChoiceMessages);
  const optionsErrorId = useId();
  const tabsId = useId();
  const [tab, setTab] = useState<Language>('en');
  const { errors, isSubmitting } = formState;
  // A rule the server shares is said in the language in use; the rest are already.
  const said = (error: FieldError | undefined) =>
    error && ((error.detail && detailText(error.detail, rules)) ?? error.message);
  const english = englishOf(values);
  const halfDone = errors.translations ? halfTranslatedOptions(values) : [];

  // Option rows, media and types are not plain inputs; they are set as whole values. A row's
  // translations move with it.
  const setOption = (index: number, value: string) =>
    set(
      'options',
      values.options.map((o, i) => (i === index ? { value } : o)),
    );
  const eachTranslation = (change: (t: TranslationValues) => TranslationValues) =>
    set('translations', {
      es: change(values.translations.es),
      de: change(values.translations.de),
    });
  const removeOption = (index: number) => {
    set(
      'options',
      values.options.filter((_, i) => i !== index),
    );
    eachTranslation((tr) => ({ ...tr, options: tr.options.filter((_, i) => i !== index) }));
  };
  const addOption = () => {
    set('options', [...values.options, { value: '' }]);
    eachTranslation((tr) => ({ ...tr, options: [...values.options.map((_, i) => tr.options[i] ?? ''), ''] }));
  };
  const setTranslation = (language: TranslatedLanguage, next: TranslationValues) =>
    set('translations', { ...values.translations, [language]: next });

  const status: Partial<Record<Language, TabStatus>> = {};
  for (const language of TRANSLATED_LANGUAGES)
    status[language] = {
      ...translationStatus(english, values.translations[language]),
      problem: halfDone.includes(language),
    };

  // A refused form shows the tab that holds the first problem (English before the translations),
  // so the message and the field it names are on screen and the field can take the focus.
  const submit = (e: React.FormEvent) => {
    const checked = validateStep(values);
    if (!checked.ok) {
      const inEnglish = ENGLISH_FIELDS.some((f) => checked.errors[f]);
      const target = inEnglish ? 'en' : (halfTranslatedOptions(values)[0] ?? tab);
      if (target !== tab) flushSync(() => setTab(target));
    }
    void handleSubmit(onSubmit)(e);
  };

  const englishPanel = (
    <>
      <TextField label={t.title} error={said(errors.title)} {...register('title')} />
      <TextArea label={t.description} rows={2} {...register('description')} />
      <TextArea label={t.textContent} rows={5} error={said(errors.text_content)} {...register('text_content')} />
      {values.types.includes('radio') ? (
        <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold">{t.radioQuestion}</legend>
          <TextField label={t.radioTitle} {...register('radioTitle')} />
          <p className="text-sm text-muted">{t.optionsHint}</p>
          {values.ruleChoices ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-ink">
              {ruleChoicesHint(values.ruleChoices, ruleTexts)}
            </p>
          ) : null}
          {values.options.map((option, index) => (
            <div key={index} className="flex items-end gap-2">
              <TextField
                className="flex-1"
                label={t.option({ number: index + 1 })}
                value={option.value}
                onChange={(e) => setOption(index, e.target.value)}
              />
              <Button
                variant="ghost"
                onClick={() => removeOption(index)}
                aria-label={t.removeOption({ number: index + 1 })}
              >
                {t.remove}
              </Button>
            </div>
          ))}
          {errors.options ? (
            <p id={optionsErrorId} role="alert" className="text-sm text-danger">
              {said(errors.options)}
            </p>
          ) : null}
          <Button
            variant="secondary"
            onClick={addOption}
            aria-describedby={errors.options ? optionsErrorId : undefined}
          >
            {t.addOption}
          </Button>
        </fieldset>
      ) : errors.options ? (
        // A rule-bearing step that stops being a radio question loses its choices: said here.
        <p role="alert" className="text-sm text-danger">
          {said(errors.options)}
        </p>
      ) : null}
      {values.types.includes('slider') ? <TextField label={t.sliderTitle} {...register('sliderTitle')} /> : null}
    </>
  );

  const form = (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <StepTypePicker value={values.types} onChange={(types) => set('types', types)} />

      <div className="flex flex-col">
        <LanguageTabs
          idPrefix={tabsId}
          active={tab}
          onSelect={setTab}
          status={status}
          englishProblem={ENGLISH_FIELDS.some((f) => errors[f])}
        />
        <div
          role="tabpanel"
          id={panelId(tabsId, tab)}
          aria-labelledby={tabId(tabsId, tab)}
          className="flex flex-col gap-5 rounded-b-xl border border-t-0 border-slate-200 p-4"
        >
          {tab === 'en' ? (
            englishPanel
          ) : (
            <TranslationFields
              key={tab}
              language={tab}
              english={english}
              value={values.translations[tab]}
              onChange={(next) => setTranslation(tab, next)}
              optionsProblem={halfDone.includes(tab)}
            />
          )}
        </div>
      </div>

      {values.types.includes('slider') ? (
        <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold">{t.slider}</legend>
          <TextField label={t.minimum} inputMode="numeric" error={said(errors.sliderMin)} {...register('sliderMin')} />
          <TextField label={t.maximum} inputMode="numeric" error={said(errors.sliderMax)} {...register('sliderMax')} />
        </fieldset>
      ) : null}

      <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold">{t.media}</legend>
        <MediaField
          kind="image"
          label={t.images}
          multiple
          hint={t.imagesHint}
          existing={values.existingImages}
          added={values.newImages}
          onRemoveExisting={(i) =>
            set(
              'existingImages',
              values.existingImages.filter((_, j) => j !== i),
            )
          }
          onRemoveAdded={(i) =>
            set(
              'newImages',
              values.newImages.filter((_, j) => j !== i),
            )
          }
          onAdd={(files) => set('newImages', [...values.newImages, ...files])}
        />
        <MediaField
          kind="video"
          label={t.video}
          hint={t.videoHint}
          existing={values.existingVideo && !values.newVideo ? [values.existingVideo] : []}
          added={values.newVideo ? [values.newVideo] : []}
          onRemoveExisting={() => set('existingVideo', null)}
          onRemoveAdded={() => set('newVideo', null)}
          onAdd={([file]) => set('newVideo', file ?? null)}
        />
        <MediaField
          kind="audio"
          label={t.audio}
          hint={t.audioHint}
          existing={values.existingAudio && !values.newAudio ? [values.existingAudio] : []}
          added={values.newAudio ? [values.newAudio] : []}
          onRemoveExisting={() => set('existingAudio', null)}
          onRemoveAdded={() => set('newAudio', null)}
          onAdd={([file]) => set('newAudio', file ?? null)}
        />
      </fieldset>

      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {t.cancel}
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );

  if (!aside) return form;
  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_380px]">
      {form}
      {aside(values, tab)}
    </div>
  );
}
