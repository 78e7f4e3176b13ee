import { useState } from 'react';
import { DateRangeFields } from '../../../components/admin/date-range-fields';
import { isRangeValid, rangeOf, toYmd, type DateRange } from '../../../components/admin/dates';
import { Spinner } from '../../../components/ui/spinner';
import { adminErrorText, commonMessages, useDateRangeTexts } from '../../../components/admin/common-messages';
import { i18n, useMessages } from '../../../lib/i18n';
import { useOutcomes, type OutcomeFilters } from '../api/get-outcomes';
import { MeasureOutcomes } from '../components/measure-outcomes';
import { OutcomeComparison } from '../components/outcome-comparison';
import { OutcomeTable } from '../components/outcome-table';

const messages = i18n('admin-content/outcomes', {
  title: 'Outcomes',
  intro:
    "Each session counts for the version of the steps it ran on. Cleared means the last Sensation State answer was “It's gone”; still clear means a check-in answered 2 or less.",
  loading: 'Loading outcomes...',
  failed: 'Failed to load the outcomes. Please try again.',
  empty: 'No sessions in this date range yet.',
  onlyOne: 'Only one version has sessions in this range, so there is nothing to compare yet.',
});

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
  const t = useMessages(messages);
  const common = useMessages(commonMessages);
  const dates = useDateRangeTexts();

  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl font-semibold">{t.title}</h2>
        <p className="text-muted">{t.intro}</p>
      </div>
      <form
        className="flex flex-wrap items-start gap-4 rounded-xl border border-slate-200 bg-white p-4"
        onSubmit={(e) => e.preventDefault()}
      >
        <DateRangeFields
          {...dates}
          value={range}
          onChange={changeRange}
          startLabel={common.from}
          endLabel={common.to}
        />
      </form>
      {query.isPending ? (
        <Spinner label={t.loading} />
      ) : query.isError ? (
        <p role="alert" className="text-danger">
          {adminErrorText(query.error, t.failed)}
        </p>
      ) : !rows?.length ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">
          {t.empty}
        </p>
      ) : (
        <>
          <OutcomeTable rows={rows} />
          {rows.length > 1 ? <OutcomeComparison rows={rows} /> : <p className="text-muted">{t.onlyOne}</p>}
        </>
      )}
      <MeasureOutcomes filters={filters} />
    </section>
  );
}
