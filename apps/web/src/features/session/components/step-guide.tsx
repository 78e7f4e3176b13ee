import type { GuideMedium, SessionStep } from '@clearwell/shared';
import { useState } from 'react';
import { i18n, params, useMessages } from '../../../lib/i18n';
import { useOnline } from '../../../lib/use-online';

const messages = i18n('session/guide', {
  videoUnavailable: 'The video guidance is not available just now, so here it is as text.',
  audioUnavailable: 'The audio guidance is not available just now, so here it is as text.',
  video: params('Guidance video: {title}'),
  audio: params('Guidance audio: {title}'),
  readAsText: 'Read the guidance as text',
});

function Paragraphs({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-3 text-lg leading-relaxed text-ink">
      {text
        .split(/\n{2,}/)
        .filter((p) => p.trim() !== '')
        .map((p, i) => (
          <p key={i} className="whitespace-pre-line">
            {p}
          </p>
        ))}
    </div>
  );
}

/**
 * The step's guidance in the patient's chosen medium. Audio and video use the browser's own
 * accessible controls; a step without media of that kind falls back to its text, and the
 * text stays one click away as a transcript when media plays. Audio and video are not kept for
 * offline use (their size), so without a connection, or when the file fails to load, the step
 * shows its text instead.
 */
export function StepGuide({ step, medium }: { step: SessionStep; medium: GuideMedium }) {
  const online = useOnline();
  const t = useMessages(messages);
  const [failed, setFailed] = useState<string | null>(null);
  const wanted = medium === 'video' ? step.media.video : medium === 'audio' ? step.media.audio : null;
  const media = wanted && online && failed !== wanted.file ? wanted : null;
  const onError = () => setFailed(media?.file ?? null);
  return (
    <div className="flex flex-col gap-4">
      {wanted && !media ? (
        <p className="text-sm text-muted" data-testid="media-unavailable">
          {medium === 'video' ? t.videoUnavailable : t.audioUnavailable}
        </p>
      ) : null}
      {media && medium === 'video' ? (
        <video
          key={media.file}
          src={media.file}
          controls
          preload="metadata"
          onError={onError}
          className="w-full rounded-xl bg-black"
          aria-label={t.video({ title: step.title })}
        />
      ) : null}
      {media && medium === 'audio' ? (
        <audio
          key={media.file}
          src={media.file}
          controls
          preload="metadata"
          onError={onError}
          className="w-full"
          aria-label={t.audio({ title: step.title })}
        />
      ) : null}
      {media ? (
        <details className="rounded-xl border border-brand-100 bg-white p-4">
          <summary className="cursor-pointer font-medium text-brand-800">{t.readAsText}</summary>
          <div className="mt-3">
            <Paragraphs text={step.text_content} />
          </div>
        </details>
      ) : (
        <Paragraphs text={step.text_content} />
      )}
      {step.media.image.length > 0 ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {step.media.image.map((img) => (
            <img key={img.file} src={img.file} alt={img.name} className="w-full rounded-xl object-cover" />
          ))}
        </div>
      ) : null}
    </div>
  );
}
