import { i18n, LANGUAGE_NAMES, params, useMessages, type Language } from '../../../lib/i18n';
import { englishOf, intOrZero, radioOptionsOf, type StepFormValues } from './step-form-model';
import { translationToSend } from './step-translations';
import { useObjectUrls } from './use-object-urls';

const messages = i18n('admin-steps/preview', {
  label: 'Patient preview',
  inLanguage: params('Patient preview ({language})'),
  stepTitle: 'Step title',
  guidance: 'The guidance text appears here.',
  video: 'Step video',
  audio: 'Step audio',
  answer: 'Your answer',
  answerPlaceholder: 'The patient types here',
  chooseOne: 'Choose one',
  intensity: 'Intensity',
});

/** The texts a patient reading `language` gets: each translated text, else the English one. */
function textsIn(values: StepFormValues, language: Language) {
  const english = {
    title: values.title,
    description: values.description,
    text_content: values.text_content,
    radio_title: values.radioTitle,
    radio_options: radioOptionsOf(values),
    slider_title: values.sliderTitle,
  };
  if (language === 'en' || !values.translations) return english;
  const t = translationToSend(englishOf(values), values.translations[language]);
  return { ...english, ...t };
}

/**
 * How the step will look to a patient, drawn from the form's live values, in the language whose
 * tab is open (texts not yet translated show in English, as patients would get them).
 */
export function StepPreview({ values, language = 'en' }: { values: StepFormValues; language?: Language }) {
  const t = useMessages(messages);
  const texts = textsIn(values, language);
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
  const options = texts.radio_options;

  return (
    <aside
      aria-label={t.label}
      className="h-fit rounded-2xl border border-slate-200 bg-surface p-5 xl:sticky xl:top-20"
    >
      <p className="mb-3 text-xs font-semibold uppercase tracking-wide text-muted">
        {language === 'en' ? t.label : t.inLanguage({ language: LANGUAGE_NAMES[language] })}
      </p>
      <div lang={language} className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm">
        <h2 className="text-xl font-semibold text-ink">{texts.title.trim() || t.stepTitle}</h2>
        {texts.description.trim() ? <p className="text-muted">{texts.description}</p> : null}
        <p className="whitespace-pre-line leading-relaxed text-ink">{texts.text_content.trim() || t.guidance}</p>
        {images.length ? (
          <div className="grid grid-cols-2 gap-2">
            {images.map((img) => (
              <img key={img.src} src={img.src} alt={img.name} className="aspect-video w-full rounded-lg object-cover" />
            ))}
          </div>
        ) : null}
        {video ? (
          <video src={video} controls preload="metadata" className="w-full rounded-lg bg-black" aria-label={t.video} />
        ) : null}
        {audio ? <audio src={audio} controls preload="none" className="w-full" aria-label={t.audio} /> : null}
        {values.types.includes('text') ? (
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t.answer}</span>
            <textarea
              disabled
              rows={2}
              className="rounded-lg border border-slate-300 bg-slate-50 p-2"
              placeholder={t.answerPlaceholder}
            />
          </label>
        ) : null}
        {values.types.includes('radio') && options.length ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-medium">{texts.radio_title.trim() || t.chooseOne}</legend>
            {options.map((o) => (
              <label key={o} className="flex items-center gap-2">
                <input type="radio" disabled name="preview-radio" /> {o}
              </label>
            ))}
          </fieldset>
        ) : null}
        {values.types.includes('slider') ? (
          <label className="flex flex-col gap-1">
            <span className="font-medium">{texts.slider_title.trim() || t.intensity}</span>
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
