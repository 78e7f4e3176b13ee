import { intOrZero, radioOptionsOf, type StepFormValues } from './step-form-model';
import { useObjectUrls } from './use-object-urls';

/** How the step will look to a patient, drawn from the form's live values. */
export function StepPreview({ values }: { values: StepFormValues }) {
  const newImageUrls = useObjectUrls(values.newImages);
  const [videoUrl] = useObjectUrls([values.newVideo]);
  const [audioUrl] = useObjectUrls([values.newAudio]);
  const images = [
    ...values.existingImages.map((m) => ({ src: m.file, name: m.name })),
    ...values.newImages.map((f, i) => ({ src: newImageUrls[i] ?? '', name: f.name })),
  ];
  const video = videoUrl ?? values.existingVideo?.file;
  const audio = audioUrl ?? values.existingAudio?.file;
  const min = intOrZero(values.sliderMin);
  const max = intOrZero(values.sliderMax);
  const options = radioOptionsOf(values);

  return (
    <aside
      aria-label="Patient preview"
      className="h-fit rounded-2xl border border-slate-200 bg-surface p-5 xl:sticky xl:top-20"
    >
      <p className="mb-3 text-xs font-semibold uppercase tracking-wide text-muted">Patient preview</p>
      <div className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm">
        <h2 className="text-xl font-semibold text-ink">{values.title.trim() || 'Step title'}</h2>
        {values.description.trim() ? <p className="text-muted">{values.description}</p> : null}
        <p className="whitespace-pre-line leading-relaxed text-ink">
          {values.text_content.trim() || 'The guidance text appears here.'}
        </p>
        {images.length ? (
          <div className="grid grid-cols-2 gap-2">
            {images.map((img) => (
              <img key={img.src} src={img.src} alt={img.name} className="aspect-video w-full rounded-lg object-cover" />
            ))}
          </div>
        ) : null}
        {video ? (
          <video
            src={video}
            controls
            preload="metadata"
            className="w-full rounded-lg bg-black"
            aria-label="Step video"
          />
        ) : null}
        {audio ? <audio src={audio} controls preload="none" className="w-full" aria-label="Step audio" /> : null}
        {values.types.includes('text') ? (
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">Your answer</span>
            <textarea
              disabled
              rows={2}
              className="rounded-lg border border-slate-300 bg-slate-50 p-2"
              placeholder="The patient types here"
            />
          </label>
        ) : null}
        {values.types.includes('radio') && options.length ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-medium">{values.radioTitle.trim() || 'Choose one'}</legend>
            {options.map((o) => (
              <label key={o} className="flex items-center gap-2">
                <input type="radio" disabled name="preview-radio" /> {o}
              </label>
            ))}
          </fieldset>
        ) : null}
        {values.types.includes('slider') ? (
          <label className="flex flex-col gap-1">
            <span className="font-medium">{values.sliderTitle.trim() || 'Intensity'}</span>
            <input type="range" disabled min={min} max={max} defaultValue={min} className="accent-brand-600" />
            <span className="flex justify-between text-xs text-muted">
              <span>{min}</span>
              <span>{max}</span>
            </span>
          </label>
        ) : null}
      </div>
    </aside>
  );
}
