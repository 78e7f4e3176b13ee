import { adminErrorText } from '../../../components/admin/common-messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { i18n, params, useLanguage, useMessages } from '../../../lib/i18n';
import { useContentVersions } from '../api/list-content-versions';
import { Pager } from '../components/pager';
import { summaryIn, versionWords } from '../components/version-words';
import { formatWhen } from '../components/when';

const messages = i18n('admin-content/history', {
  title: 'Content History',
  intro:
    'Every change to the session steps is kept as a version. Open one to see what changed, walk through it, or bring it back.',
  loading: 'Loading versions...',
  failed: 'Failed to load the versions. Please try again.',
  empty: 'No versions yet.',
  versions: 'Versions',
  version: params('Version {number}'),
  live: 'Live',
});

/** Every change to the guided steps, newest first: who, when and what, each opening its version. */
export function ContentHistoryPage() {
  const [page, setPage] = useState(1);
  const query = useContentVersions(page);
  const data = query.data;
  const t = useMessages(messages);
  const words = useMessages(versionWords);
  const language = useLanguage();
  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl font-semibold">{t.title}</h2>
        <p className="text-muted">{t.intro}</p>
      </div>
      {query.isPending ? (
        <Spinner label={t.loading} />
      ) : query.isError ? (
        <p role="alert" className="text-danger">
          {adminErrorText(query.error, t.failed)}
        </p>
      ) : !data?.items.length ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">
          {t.empty}
        </p>
      ) : (
        <ol
          aria-label={t.versions}
          className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
        >
          {data.items.map((v, i) => (
            <li key={v.id}>
              <Link
                to={`/admin/content/history/${v.id}`}
                className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span className="shrink-0 whitespace-nowrap font-semibold text-brand-800 sm:w-36">
                  {t.version({ number: v.number })}
                  {page === 1 && i === 0 ? (
                    <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                      {t.live}
                    </span>
                  ) : null}
                </span>
                <span className="min-w-0 flex-1 basis-60 text-ink">{summaryIn(v.summary, words, language)}</span>
                <span className="text-sm text-muted">
                  {v.created_by.name} · {formatWhen(v.created_at, language)}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      {data ? <Pager page={page} totalPages={data.total_pages} totalItems={data.total_items} onPage={setPage} /> : null}
    </section>
  );
}
