import { useState } from 'react';
import { DateRangeFields } from '../../../components/admin/date-range-fields';
import { stackedTable } from '../../../components/admin/stacked-table';
import { isRangeValid, rangeOf, toYmd, type DateRange } from '../../../components/admin/dates';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { adminErrorText, commonMessages, useDateRangeTexts } from '../../../components/admin/common-messages';
import { i18n, useLanguage, useMessages } from '../../../lib/i18n';
import { useAuditLog, type AuditFilters } from '../api/list-audit-log';
import { AUDIT_ACTION_CHOICES, actionLabel, actionMessages, describeTarget, targetMessages } from '../audit-labels';

const messages = i18n('admin-audit/page', {
  title: 'Audit Log',
  action: 'Action',
  allActions: 'All actions',
  loading: 'Loading audit log...',
  failed: 'Failed to load the audit log. Please try again.',
  empty: 'Nothing recorded for these filters.',
  when: 'When',
  admin: 'Admin',
  details: 'Details',
});

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
  const t = useMessages(messages);
  const common = useMessages(commonMessages);
  const dates = useDateRangeTexts();
  const actions = useMessages(actionMessages);
  const targets = useMessages(targetMessages);
  const language = useLanguage();

  return (
    <section className="flex flex-col gap-5">
      <h2 className="text-2xl font-semibold">{t.title}</h2>
      <form
        className="flex flex-wrap items-start gap-4 rounded-xl border border-slate-200 bg-white p-4"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t.action}
          <select
            value={filters.action}
            onChange={(e) => change({ action: e.target.value })}
            className="min-h-11 rounded-lg border border-slate-300 px-3"
          >
            <option value="">{t.allActions}</option>
            {AUDIT_ACTION_CHOICES.map((a) => (
              <option key={a} value={a}>
                {actions[a]}
              </option>
            ))}
          </select>
        </label>
        <DateRangeFields
          {...dates}
          value={range}
          onChange={changeRange}
          startLabel={common.from}
          endLabel={common.to}
        />
        <Button
          variant="ghost"
          // Level with the fields below their labels, whether or not a date message shows.
          className="mt-6"
          onClick={() => {
            setFilters(NO_FILTERS);
            setRange(rangeOf(null, null));
          }}
        >
          {common.clear}
        </Button>
      </form>
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
        <div className={stackedTable.frame}>
          <table className={stackedTable.table}>
            <thead className={stackedTable.head}>
              <tr>
                <th scope="col" className="px-4 py-3">
                  {t.when}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t.admin}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t.action}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t.details}
                </th>
              </tr>
            </thead>
            <tbody className={stackedTable.body}>
              {data.items.map((entry) => (
                <tr key={entry.id} className={stackedTable.row}>
                  <td data-label={t.when} className={`${stackedTable.cell} sm:whitespace-nowrap`}>
                    {new Date(entry.created_at).toLocaleString(language)}
                  </td>
                  <td data-label={t.admin} className={`${stackedTable.cell} wrap-anywhere`}>
                    {entry.actor_email ?? common.none}
                  </td>
                  <td data-label={t.action} className={stackedTable.cell}>
                    {actionLabel(entry.action, actions)}
                  </td>
                  <td data-label={t.details} className={`${stackedTable.cell} wrap-anywhere text-muted`}>
                    {describeTarget(entry, targets, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.total_pages > 1 ? (
        <nav aria-label={common.pagination} className="flex items-center justify-between">
          <Button variant="secondary" disabled={filters.page <= 1} onClick={() => change({ page: filters.page - 1 })}>
            {common.previous}
          </Button>
          <p className="text-sm text-muted">
            {common.pageOf({ page: filters.page, pages: data.total_pages, total: data.total_items })}
          </p>
          <Button
            variant="secondary"
            disabled={filters.page >= data.total_pages}
            onClick={() => change({ page: filters.page + 1 })}
          >
            {common.next}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
