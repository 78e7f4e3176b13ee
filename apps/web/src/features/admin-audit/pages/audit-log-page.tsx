import { useState } from 'react';
import { DateRangeFields } from '../../../components/admin/date-range-fields';
import { isRangeValid, rangeOf, toYmd, type DateRange } from '../../../components/admin/dates';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuditLog, type AuditFilters } from '../api/list-audit-log';
import { ACTION_LABELS, AUDIT_ACTION_CHOICES, actionLabel, describeTarget } from '../audit-labels';

const NO_FILTERS: AuditFilters = { page: 1, action: '', from_date: '', to_date: '' };

/**
 * Who did what and when in the back-office, newest first. The dates use the same picker as the
 * other admin screens; while they are not valid the list stays as it was and nothing is sent.
 */
export function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [range, setRange] = useState<DateRange>(rangeOf(null, null));
  const query = useAuditLog(filters);
  const change = (patch: Partial<AuditFilters>) => setFilters((f) => ({ ...f, ...patch, page: patch.page ?? 1 }));
  const changeRange = (next: DateRange) => {
    setRange(next);
    if (isRangeValid(next))
      change({ from_date: next.start ? toYmd(next.start) : '', to_date: next.end ? toYmd(next.end) : '' });
  };
  const data = query.data;

  return (
    <section className="flex flex-col gap-5">
      <h2 className="text-2xl font-semibold">Audit Log</h2>
      <form
        className="flex flex-wrap items-start gap-4 rounded-xl border border-slate-200 bg-white p-4"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="flex flex-col gap-1 text-sm font-medium">
          Action
          <select
            value={filters.action}
            onChange={(e) => change({ action: e.target.value })}
            className="min-h-11 rounded-lg border border-slate-300 px-3"
          >
            <option value="">All actions</option>
            {AUDIT_ACTION_CHOICES.map((a) => (
              <option key={a} value={a}>
                {ACTION_LABELS[a]}
              </option>
            ))}
          </select>
        </label>
        <DateRangeFields value={range} onChange={changeRange} startLabel="From" endLabel="To" />
        <Button
          variant="ghost"
          // Level with the fields below their labels, whether or not a date message shows.
          className="mt-6"
          onClick={() => {
            setFilters(NO_FILTERS);
            setRange(rangeOf(null, null));
          }}
        >
          Clear
        </Button>
      </form>
      {query.isPending ? (
        <Spinner label="Loading audit log..." />
      ) : query.isError ? (
        <p role="alert" className="text-danger">
          {errorMessage(query.error, 'Failed to load the audit log. Please try again.')}
        </p>
      ) : !data?.items.length ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">
          Nothing recorded for these filters.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-muted">
              <tr>
                <th scope="col" className="px-4 py-3">
                  When
                </th>
                <th scope="col" className="px-4 py-3">
                  Admin
                </th>
                <th scope="col" className="px-4 py-3">
                  Action
                </th>
                <th scope="col" className="px-4 py-3">
                  Details
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-100">
                  <td className="whitespace-nowrap px-4 py-3">{new Date(entry.created_at).toLocaleString()}</td>
                  <td className="px-4 py-3">{entry.actor_email ?? '—'}</td>
                  <td className="px-4 py-3">{actionLabel(entry.action)}</td>
                  <td className="px-4 py-3 text-muted">{describeTarget(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.total_pages > 1 ? (
        <nav aria-label="Pagination" className="flex items-center justify-between">
          <Button variant="secondary" disabled={filters.page <= 1} onClick={() => change({ page: filters.page - 1 })}>
            Previous
          </Button>
          <p className="text-sm text-muted">
            Page {filters.page} of {data.total_pages} ({data.total_items} total)
          </p>
          <Button
            variant="secondary"
            disabled={filters.page >= data.total_pages}
            onClick={() => change({ page: filters.page + 1 })}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
