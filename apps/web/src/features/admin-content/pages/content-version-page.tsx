import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useContentVersion } from '../api/get-content-version';
import { useContentVersions } from '../api/list-content-versions';
import { useRestoreContentVersion } from '../api/restore-content-version';
import { ChangeList } from '../components/change-list';
import { RestoreModal } from '../components/restore-modal';
import { VersionSteps } from '../components/version-steps';
import { formatWhen } from '../components/when';

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

  if (version.isPending) return <Spinner label="Loading version..." />;
  if (version.isError) {
    return (
      <section className="flex flex-col items-start gap-4">
        <p role="alert" className="text-danger">
          {errorMessage(version.error, 'Failed to load this version. Please try again.')}
        </p>
        <Link to="/admin/content/history" className={linkButton}>
          Back to the history
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
        toast.success(`Version ${v.number} is live again, saved as version ${created.number}.`);
        navigate(`/admin/content/history/${created.id}`);
      },
    });

  return (
    <section className="flex flex-col gap-6">
      <Link
        to="/admin/content/history"
        className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        ← All versions
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 className="flex flex-wrap items-center gap-3 text-2xl font-semibold">
            Version {v.number}
            {isLive ? (
              <span className="rounded-full bg-brand-100 px-3 py-0.5 text-sm font-semibold text-brand-800">Live</span>
            ) : null}
          </h2>
          <p className="text-lg">{v.summary}</p>
          <p className="text-sm text-muted">
            {v.created_by.name} · {formatWhen(v.created_at)}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={`/admin/content/preview?version=${v.id}`} className={linkButton}>
            Preview this version
          </Link>
          {isLive || live.isPending ? null : <Button onClick={() => setConfirming(true)}>Restore this version</Button>}
        </div>
      </div>

      <section aria-labelledby="changes-heading" className="flex flex-col gap-3">
        <h3 id="changes-heading" className="text-xl font-semibold">
          {v.number > 1 ? `What changed from version ${v.number - 1}` : 'What changed'}
        </h3>
        {v.number > 1 ? (
          <ChangeList changes={v.changes} />
        ) : (
          <p className="text-muted">This is the first version: the content the session started with.</p>
        )}
      </section>

      <section aria-labelledby="steps-heading" className="flex flex-col gap-3">
        <h3 id="steps-heading" className="text-xl font-semibold">
          Steps in this version ({v.steps.length})
        </h3>
        <VersionSteps steps={v.steps} />
      </section>

      <RestoreModal
        open={confirming}
        number={v.number}
        pending={restore.isPending}
        error={
          restore.isError ? errorMessage(restore.error, 'The version could not be restored. Please try again.') : null
        }
        onConfirm={confirm}
        onClose={() => {
          setConfirming(false);
          restore.reset();
        }}
      />
    </section>
  );
}
