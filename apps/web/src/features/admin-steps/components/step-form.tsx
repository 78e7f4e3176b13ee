import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useLightForm } from '../../../lib/use-light-form';
import { MediaField } from './media-fields';
import { validateStep, type StepFormValues } from './step-form-model';
import { StepTypePicker } from './step-type-picker';
import { TextArea } from './text-area';

interface StepFormProps {
  initial: StepFormValues;
  submitLabel: string;
  submittingLabel: string;
  onSubmit: (values: StepFormValues) => Promise<void>;
  onCancel?: () => void;
  /** Renders beside the form with the live values, e.g. the patient preview. */
  aside?: (values: StepFormValues) => ReactNode;
}

/** Every field of the spec's step edit form; used by the edit modal and the Create New Step screen. */
export function StepForm({ initial, submitLabel, submittingLabel, onSubmit, onCancel, aside }: StepFormProps) {
  const {
    register,
    handleSubmit,
    setValue: set,
    values,
    formState,
  } = useLightForm<StepFormValues>({ validate: validateStep, defaultValues: initial });
  const optionsErrorId = useId();
  const { errors, isSubmitting } = formState;
  // Option rows, media and types are not plain inputs; they are set as whole values.
  const setOption = (index: number, value: string) =>
    set(
      'options',
      values.options.map((o, i) => (i === index ? { value } : o)),
    );

  const form = (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="flex flex-col gap-5">
      <TextField label="Title" error={errors.title?.message} {...register('title')} />
      <TextArea label="Description" rows={2} {...register('description')} />
      <TextArea label="Text content" rows={5} error={errors.text_content?.message} {...register('text_content')} />
      <StepTypePicker value={values.types} onChange={(types) => set('types', types)} />

      {values.types.includes('radio') ? (
        <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold">Radio question</legend>
          <TextField label="Radio title" {...register('radioTitle')} />
          <p className="text-sm text-muted">Patients choose one of these options; empty rows are left out.</p>
          {values.options.map((option, index) => (
            <div key={index} className="flex items-end gap-2">
              <TextField
                className="flex-1"
                label={`Option ${index + 1}`}
                value={option.value}
                onChange={(e) => setOption(index, e.target.value)}
              />
              <Button
                variant="ghost"
                onClick={() =>
                  set(
                    'options',
                    values.options.filter((_, i) => i !== index),
                  )
                }
                aria-label={`Remove option ${index + 1}`}
              >
                Remove
              </Button>
            </div>
          ))}
          {errors.options ? (
            <p id={optionsErrorId} role="alert" className="text-sm text-danger">
              {errors.options.message}
            </p>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => set('options', [...values.options, { value: '' }])}
            aria-describedby={errors.options ? optionsErrorId : undefined}
          >
            Add option
          </Button>
        </fieldset>
      ) : null}

      {values.types.includes('slider') ? (
        <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-3">
          <legend className="px-1 text-sm font-semibold">Slider</legend>
          <TextField className="sm:col-span-3" label="Slider title" {...register('sliderTitle')} />
          <TextField label="Minimum" inputMode="numeric" error={errors.sliderMin?.message} {...register('sliderMin')} />
          <TextField label="Maximum" inputMode="numeric" error={errors.sliderMax?.message} {...register('sliderMax')} />
        </fieldset>
      ) : null}

      <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold">Media</legend>
        <MediaField
          kind="image"
          label="Images"
          multiple
          hint="JPEG, PNG, GIF or WebP; several allowed."
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
          label="Video"
          hint="One video (MP4, WebM, MOV or Ogg); a new one replaces the current."
          existing={values.existingVideo && !values.newVideo ? [values.existingVideo] : []}
          added={values.newVideo ? [values.newVideo] : []}
          onRemoveExisting={() => set('existingVideo', null)}
          onRemoveAdded={() => set('newVideo', null)}
          onAdd={([file]) => set('newVideo', file ?? null)}
        />
        <MediaField
          kind="audio"
          label="Audio"
          hint="One audio file (MP3, WAV, Ogg, M4A, AAC or FLAC); a new one replaces the current."
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
            Cancel
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
      {aside(values)}
    </div>
  );
}
