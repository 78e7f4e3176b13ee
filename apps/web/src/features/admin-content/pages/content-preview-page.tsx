import { adminErrorText } from '../../../components/admin/common-messages';
import type { GuideMedium, ProblemCreated } from '@clearwell/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { i18n, params, useLanguage, useMessages } from '../../../lib/i18n';
import { SessionRunner } from '../../session/runner';
import { useContentVersion } from '../api/get-content-version';
import { useContentVersions } from '../api/list-content-versions';
import { usePreviewExperiences } from '../api/list-preview-experiences';
import { summaryIn, versionWords } from '../components/version-words';
import { stepsIn } from '../components/steps-in-language';

/** The preview's answers go nowhere: the runner is told they were taken, and nothing is sent. */
const storeNothing = async (): Promise<ProblemCreated> => ({
  id: 'preview',
  created_at: new Date().toISOString(),
  safety: { concern: false, reasons: [] },
});

const field = 'min-h-11 rounded-lg border border-slate-300 bg-white px-3';

const messages = i18n('admin-content/preview', {
  title: 'Preview Session',
  intro: 'Walk through the session as a patient would. Nothing you enter here is stored.',
  version: 'Version',
  liveOption: params('Live: version {number}'),
  versionOption: params('Version {number}'),
  guideAs: 'Guide as',
  video: 'Video',
  audio: 'Audio',
  text: 'Text',
  startAgain: 'Start again',
  previewOf: params('Preview of version {number}: answers are not stored'),
  preview: 'Preview: answers are not stored',
  failed: 'Failed to load the preview. Please try again.',
  loading: 'Loading the session...',
  noSteps: 'This version has no steps.',
  end: 'You reached the end of the session.',
  nothingStored: 'This was a preview, so nothing was stored.',
  again: 'Walk through again',
});

/**
 * Walks the live session, or any version, exactly as a patient would: the patient's own session
 * runner on that version's steps, with answers that are never stored.
 */
export function ContentPreviewPage() {
  const [params, setParams] = useSearchParams();
  const versions = useContentVersions(1, 100);
  const liveId = versions.data?.items[0]?.id;
  const chosen = params.get('version') ?? liveId;
  const version = useContentVersion(chosen);
  const language = useLanguage();
  const experiences = usePreviewExperiences(language);
  const [medium, setMedium] = useState<GuideMedium>('text');
  const [run, setRun] = useState(0);
  const [finished, setFinished] = useState(false);
  const restart = () => {
    setFinished(false);
    setRun((n) => n + 1);
  };

  const failed = versions.error ?? version.error ?? experiences.error;
  const t = useMessages(messages);
  const words = useMessages(versionWords);
  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl font-semibold">{t.title}</h2>
        <p className="text-muted">{t.intro}</p>
      </div>
      <form
        className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="flex min-w-0 flex-1 basis-64 flex-col gap-1 text-sm font-medium">
          {t.version}
          <select
            className={field}
            value={chosen ?? ''}
            onChange={(e) => {
              setParams({ version: e.target.value }, { replace: true });
              restart();
            }}
          >
            {versions.data?.items.map((v, i) => (
              <option key={v.id} value={v.id}>
                {i === 0 ? t.liveOption({ number: v.number }) : t.versionOption({ number: v.number })} —{' '}
                {summaryIn(v.summary, words, language)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t.guideAs}
          <select className={field} value={medium} onChange={(e) => setMedium(e.target.value as GuideMedium)}>
            <option value="video">{t.video}</option>
            <option value="audio">{t.audio}</option>
            <option value="text">{t.text}</option>
          </select>
        </label>
        <Button variant="secondary" onClick={restart}>
          {t.startAgain}
        </Button>
      </form>

      <div className="rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50/40 p-4 sm:p-6">
        <p className="mb-4 text-sm font-semibold text-brand-800">
          {version.data ? t.previewOf({ number: version.data.number }) : t.preview}
        </p>
        {failed ? (
          <p role="alert" className="text-danger">
            {adminErrorText(failed, t.failed)}
          </p>
        ) : !version.data || !experiences.data ? (
          <Spinner label={t.loading} />
        ) : version.data.steps.length === 0 ? (
          <p className="text-muted">{t.noSteps}</p>
        ) : finished ? (
          <div className="flex flex-col items-start gap-4">
            <p className="text-lg font-semibold">{t.end}</p>
            <p className="text-muted">{t.nothingStored}</p>
            <Button onClick={restart}>{t.again}</Button>
          </div>
        ) : (
          <SessionRunner
            key={`${version.data.id}-${language}-${run}`}
            steps={stepsIn(version.data.steps, language)}
            experiences={experiences.data}
            medium={medium}
            submitAnswers={storeNothing}
            onFinished={() => setFinished(true)}
            onAgreementRequired={() => undefined}
          />
        )}
      </div>
    </section>
  );
}
