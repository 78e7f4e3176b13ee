import type { SessionStep } from '@clearwell/shared';
import { i18n, params, useMessages } from '../../../lib/i18n';

const messages = i18n('admin-content/version-steps', {
  none: 'This version has no steps.',
  description: 'Description',
  text: 'Text',
  choices: 'Choices',
  slider: 'Slider',
  range: params('{min} to {max}'),
  media: 'Media',
});

/** The answer types as the list names them (in English, as the server spells them). */
const typeNames = i18n('admin-content/step-types', {
  text: 'text',
  radio: 'radio',
  slider: 'slider',
  image: 'image',
  options: 'options',
});

const mediaNames = (s: SessionStep) =>
  [...s.media.image.map((m) => m.name), s.media.video?.name, s.media.audio?.name].filter(Boolean).join(', ');

/** A version's steps in order, each opening to its full wording. */
export function VersionSteps({ steps }: { steps: SessionStep[] }) {
  const t = useMessages(messages);
  const types = useMessages(typeNames);
  if (!steps.length) return <p className="text-muted">{t.none}</p>;
  return (
    <ol className="flex flex-col gap-2">
      {steps.map((s, i) => (
        <li key={s.id}>
          <details className="rounded-xl border border-slate-200 bg-white">
            <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 px-4 py-2">
              <span className="font-semibold">
                {i + 1}. {s.title}
              </span>
              <span className="text-sm text-muted">{s.type.map((type) => types[type]).join(', ')}</span>
            </summary>
            <dl className="grid gap-2 border-t border-slate-100 px-4 py-3 text-sm sm:grid-cols-[10rem_1fr]">
              {s.description ? (
                <>
                  <dt className="font-medium text-muted">{t.description}</dt>
                  <dd>{s.description}</dd>
                </>
              ) : null}
              <dt className="font-medium text-muted">{t.text}</dt>
              <dd className="whitespace-pre-wrap">{s.text_content}</dd>
              {s.options.radio_options.length ? (
                <>
                  <dt className="font-medium text-muted">{t.choices}</dt>
                  <dd>
                    {s.options.radio_title ? `${s.options.radio_title}: ` : ''}
                    {s.options.radio_options.join(', ')}
                  </dd>
                </>
              ) : null}
              {s.type.includes('slider') ? (
                <>
                  <dt className="font-medium text-muted">{t.slider}</dt>
                  <dd>
                    {s.options.slider_title ? `${s.options.slider_title}: ` : ''}
                    {t.range({ min: s.options.slider_config.min, max: s.options.slider_config.max })}
                  </dd>
                </>
              ) : null}
              {mediaNames(s) ? (
                <>
                  <dt className="font-medium text-muted">{t.media}</dt>
                  <dd>{mediaNames(s)}</dd>
                </>
              ) : null}
            </dl>
          </details>
        </li>
      ))}
    </ol>
  );
}
