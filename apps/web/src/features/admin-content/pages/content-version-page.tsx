import { adminErrorText } from '../../../components/admin/common-messages';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { i18n, params, useLanguage, useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useContentVersion } from '../api/get-content-version';
import { useContentVersions } from '../api/list-content-versions';
import { useRestoreContentVersion } from '../api/restore-content-version';
import { ChangeList } from '../components/change-list';
import { RestoreModal } from '../components/restore-modal';
import { VersionSteps } from '../components/version-steps';
import { summaryIn, versionWords } from '../components/version-words';
import { formatWhen } from '../components/when';

const messages = i18n('admin-content/version', {
  loading: 'Loading version...',
  failed: 'Failed to load this version. Please try again.',
  back: 'Back to the history',
  restored: params('Version {number} is live again, saved as version {created}.'),
  allVersions: '← All versions',
  version: params('Version {number}'),
  live: 'Live',
  preview: 'Preview this version',
  restore: 'Restore this version',
  changedFrom: params('What changed from version {number}'),
  changed: 'What changed',
  first: 'This is the first version: the content the session started with.',
  steps: params('Steps in this version ({count})'),
  restoreFailed: 'The version could not be restored. Please try again.',
});

const linkButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-600 bg-white px-5 py-2 font-medium text-brand-700 hover:bg-brand-50';

/** One version: who made it and when, what changed from the one before, its steps, and Restore. */
export function ContentVersionPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const version = useContentVersion(id);
  const live = useContentVersions(1, 1);
  const restore = useRestoreContentVersion();
  const [confirming, setConfirming] = useState(false);
  const t = useMessages(messages);
  const words = useMessages(versionWords);
  const language = useLanguage();

  if (version.isPending) return <Spinner label={t.loading} />;
  if (version.isError) {
    return (
      <section className="flex flex-col items-start gap-4">
        <p role="alert" className="text-danger">
          {adminErrorText(version.error, t.failed)}
        </p>
        <Link to="/admin/content/history" className={linkButton}>
          {t.back}
        </Link>
      </section>
    );
  }
  const v = version.data;
  const isLive = live.data?.items[0]?.id === v.id;
  const confirm = () =>
    restore.mutate(v.id, {
      onSuccess: (created) => {
        setConfirming(false);
        toast.success(messages.get().restored({ number: v.number, created: created.number }));
        navigate(`/admin/content/history/${created.id}`);
      },
    });

  return (
    <section className="flex flex-col gap-6">
      <Link
        to="/admin/content/history"
        className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {t.allVersions}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 className="flex flex-wrap items-center gap-3 text-2xl font-semibold">
            {t.version({ number: v.number })}
            {isLive ? (
              <span className="rounded-full bg-brand-100 px-3 py-0.5 text-sm font-semibold text-brand-800">
                {t.live}
              </span>
            ) : null}
          </h2>
          <p className="text-lg">{summaryIn(v.summary, words, language)}</p>
          <p className="text-sm text-muted">
            {v.created_by.name} · {formatWhen(v.created_at, language)}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={`/admin/content/preview?version=${v.id}`} className={linkButton}>
            {t.preview}
          </Link>
          {isLive || live.isPending ? null : <Button onClick={() => setConfirming(true)}>{t.restore}</Button>}
        </div>
      </div>

      <section aria-labelledby="changes-heading" className="flex flex-col gap-3">
        <h3 id="changes-heading" className="text-xl font-semibold">
          {v.number > 1 ? t.changedFrom({ number: v.number - 1 }) : t.changed}
        </h3>
        {v.number > 1 ? (
          <ChangeList changes={v.changes} stepIds={v.steps.map((s) => s.id)} />
        ) : (
          <p className="text-muted">{t.first}</p>
        )}
      </section>

      <section aria-labelledby="steps-heading" className="flex flex-col gap-3">
        <h3 id="steps-heading" className="text-xl font-semibold">
          {t.steps({ count: v.steps.length })}
        </h3>
        <VersionSteps steps={v.steps} />
      </section>

      <RestoreModal
        open={confirming}
        number={v.number}
        pending={restore.isPending}
        error={restore.isError ? adminErrorText(restore.error, t.restoreFailed) : null}
        onConfirm={confirm}
        onClose={() => {
          setConfirming(false);
          restore.reset();
        }}
      />
    </section>
  );
}
