import { AUDIT_ACTIONS, type AuditEntry } from '@clearwell/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuditLog, type AuditFilters } from '../api/list-audit-log';

const ACTION_LABELS: Record<string, string> = {
  'admin.sign_in': 'Signed in',
  'admin.sign_out': 'Signed out',
  'admin.password_reset': 'Reset password',
  'step.create': 'Created a step',
  'step.update': 'Edited a step',
  'step.delete': 'Deleted a step',
  'step.reorder': 'Reordered a step',
};

function describe(entry: AuditEntry): string {
  const d = entry.details ?? {};
  const parts = [typeof d.title === 'string' ? `“${d.title}”` : null, entry.action === 'step.reorder' && d.from ? `position ${String(d.from)} → ${String(d.to)}` : null];
  return parts.filter(Boolean).join(', ') || (entry.target_id ?? '');
}

/** Who did what and when in the back-office, newest first. */
export function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilters>({ page: 1, action: '', from_date: '', to_date: '' });
  const query = useAuditLog(filters);
  const change = (patch: Partial<AuditFilters>) => setFilters((f) => ({ ...f, ...patch, page: patch.page ?? 1 }));
  const data = query.data;
  const dateError = filters.from_date && filters.to_date && filters.to_date < filters.from_date;

  return (
    <section className="flex flex-col gap-5">
      <h2 className="text-2xl font-semibold">Audit Log</h2>
      <form className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4" onSubmit={(e) => e.preventDefault()}>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Action
          <select value={filters.action} onChange={(e) => change({ action: e.target.value })} className="min-h-11 rounded-lg border border-slate-300 px-3">
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {ACTION_LABELS[a] ?? a}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          From
          <input type="date" value={filters.from_date} max={filters.to_date || undefined} onChange={(e) => change({ from_date: e.target.value })} className="min-h-11 rounded-lg border border-slate-300 px-3" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          To
          <input type="date" value={filters.to_date} min={filters.from_date || undefined} onChange={(e) => change({ to_date: e.target.value })} className="min-h-11 rounded-lg border border-slate-300 px-3" />
        </label>
        <Button variant="ghost" onClick={() => setFilters({ page: 1, action: '', from_date: '', to_date: '' })}>
          Clear
        </Button>
      </form>
      {dateError ? <p role="alert" className="text-danger">The end date may not be before the start date.</p> : null}
      {query.isPending ? (
        <Spinner label="Loading audit log..." />
      ) : query.isError ? (
        <p role="alert" className="text-danger">{errorMessage(query.error, 'Failed to load the audit log. Please try again.')}</p>
      ) : !data?.items.length ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">Nothing recorded for these filters.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-muted">
              <tr>
                <th scope="col" className="px-4 py-3">When</th>
                <th scope="col" className="px-4 py-3">Admin</th>
                <th scope="col" className="px-4 py-3">Action</th>
                <th scope="col" className="px-4 py-3">Details</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-100">
                  <td className="whitespace-nowrap px-4 py-3">{new Date(entry.created_at).toLocaleString()}</td>
                  <td className="px-4 py-3">{entry.actor_email ?? '—'}</td>
                  <td className="px-4 py-3">{ACTION_LABELS[entry.action] ?? entry.action}</td>
                  <td className="px-4 py-3 text-muted">{describe(entry)}</td>
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
          <Button variant="secondary" disabled={filters.page >= data.total_pages} onClick={() => change({ page: filters.page + 1 })}>
            Next
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
