import { useState } from 'react';
import { DateRangeFields } from '../../../components/admin/date-range-fields';
import { isRangeValid, rangeOf, toYmd, type DateRange } from '../../../components/admin/dates';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useOutcomes, type OutcomeFilters } from '../api/get-outcomes';
import { OutcomeComparison } from '../components/outcome-comparison';
import { OutcomeTable } from '../components/outcome-table';

/** How each version of the steps did for the sessions that ran on it, in a date range. */
export function ContentOutcomesPage() {
  const [filters, setFilters] = useState<OutcomeFilters>({ fromDate: '', toDate: '' });
  const [range, setRange] = useState<DateRange>(rangeOf(null, null));
  const query = useOutcomes(filters);
  const changeRange = (next: DateRange) => {
    setRange(next);
    if (isRangeValid(next))
      setFilters({ fromDate: next.start ? toYmd(next.start) : '', toDate: next.end ? toYmd(next.end) : '' });
  };
  const rows = query.data;

  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl font-semibold">Outcomes</h2>
        <p className="text-muted">
          Each session counts for the version of the steps it ran on. Cleared means the last Sensation State answer was
          “It's gone”; still clear means a check-in answered 2 or less.
        </p>
      </div>
      <form
        className="flex flex-wrap items-start gap-4 rounded-xl border border-slate-200 bg-white p-4"
        onSubmit={(e) => e.preventDefault()}
      >
        <DateRangeFields value={range} onChange={changeRange} startLabel="From" endLabel="To" />
      </form>
      {query.isPending ? (
        <Spinner label="Loading outcomes..." />
      ) : query.isError ? (
        <p role="alert" className="text-danger">
          {errorMessage(query.error, 'Failed to load the outcomes. Please try again.')}
        </p>
      ) : !rows?.length ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">
          No sessions in this date range yet.
        </p>
      ) : (
        <>
          <OutcomeTable rows={rows} />
          {rows.length > 1 ? (
            <OutcomeComparison rows={rows} />
          ) : (
            <p className="text-muted">
              Only one version has sessions in this range, so there is nothing to compare yet.
            </p>
          )}
        </>
      )}
    </section>
  );
}
