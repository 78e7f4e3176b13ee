import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { adminErrorText, commonMessages } from '../../../components/admin/common-messages';
import { i18n, useLanguage, useMessages, type Language } from '../../../lib/i18n';
import { useAdminFeedback } from '../api/get-admin-feedback';

const messages = i18n('admin-dashboard/feedback', {
  title: 'Recent User Feedback',
  failed: 'Failed to fetch feedback data',
  loading: 'Loading feedback data...',
  empty: 'No Feedback yet!',
  user: 'User',
  email: 'Email',
  location: 'Location',
  feedback: 'Feedback',
  date: 'Date',
});

const formatDate = (iso: string, language: Language) =>
  new Date(iso).toLocaleDateString(language, { month: '2-digit', day: '2-digit', year: 'numeric' });

/**
 * Recent User Feedback, one page at a time. Feedback is rendered as text, never as HTML. A failed
 * fetch is told once, as a toast; the table then offers to try again.
 */
export function RecentFeedbackTable() {
  const [page, setPage] = useState(1);
  const query = useAdminFeedback(page);
  const t = useMessages(messages);
  const common = useMessages(commonMessages);
  const language = useLanguage();
  useEffect(() => {
    if (query.isError) toast.error(adminErrorText(query.error, messages.get().failed));
  }, [query.isError, query.error]);

  // A failed fetch clears the list rather than leaving a stale page on screen.
  const data = query.isError ? undefined : query.data;
  const items = data?.items ?? [];
  const totalPages = Math.max(1, data?.total_pages ?? 1);
  let body: React.ReactNode;
  if (query.isPending) body = <EmptyRow>{t.loading}</EmptyRow>;
  else if (query.isError)
    body = (
      <EmptyRow>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {common.tryAgain}
        </Button>
      </EmptyRow>
    );
  else if (items.length === 0) body = <EmptyRow>{t.empty}</EmptyRow>;
  else {
    body = items.map((f) => (
      <tr key={f.id} className="border-t border-slate-100 align-top">
        <td className="px-4 py-3">{`${f.first_name} ${f.last_name}`.trim() || '—'}</td>
        <td className="px-4 py-3">{f.email || '—'}</td>
        <td className="px-4 py-3">{[f.city, f.country].filter(Boolean).join(', ') || '—'}</td>
        <td className="max-w-md whitespace-pre-wrap break-words px-4 py-3">{f.feedback}</td>
        <td className="whitespace-nowrap px-4 py-3">{formatDate(f.created_at, language)}</td>
      </tr>
    ));
  }

  return (
    <section aria-labelledby="recent-feedback" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id="recent-feedback" className="mb-3 text-lg font-semibold">
        {t.title}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase text-muted">
            <tr>
              {[t.user, t.email, t.location, t.feedback, t.date].map((h) => (
                <th key={h} scope="col" className="px-4 py-3">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {data && data.total_items > 0 ? (
        <div className="mt-4 flex items-center justify-between gap-4">
          <Button variant="secondary" disabled={page <= 1 || query.isFetching} onClick={() => setPage((p) => p - 1)}>
            {common.previous}
          </Button>
          <p className="text-sm" aria-live="polite">
            {common.pageOf({ page, pages: totalPages, total: data.total_items })}
          </p>
          <Button
            variant="secondary"
            disabled={page >= totalPages || query.isFetching}
            onClick={() => setPage((p) => p + 1)}
          >
            {common.next}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function EmptyRow({ children }: { children: React.ReactNode }) {
  return (
    <tr>
      <td colSpan={5} className="px-4 py-8 text-center text-muted">
        {children}
      </td>
    </tr>
  );
}
