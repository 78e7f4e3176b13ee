import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { DateRangeFields } from '../../../components/admin/date-range-fields';
import { isRangeValid, rangeOf, toYmd, today, type DateRange } from '../../../components/admin/dates';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { downloadExport, type ExportKind } from '../api/download-export';

interface Props {
  kind: ExportKind;
  heading: string;
  allLabel: string;
  successMessage: string;
  failureMessage: string;
}

/** Export everything, or a valid date range (both days included), as an Excel workbook. */
export function ExportPanel({ kind, heading, allLabel, successMessage, failureMessage }: Props) {
  const name = useId();
  const [mode, setMode] = useState<'all' | 'range'>('all');
  const [range, setRange] = useState<DateRange>(() => rangeOf(today(), today()));
  const [busy, setBusy] = useState(false);
  // Typed text that is not a date, or an end before the start, is explained beside the fields.
  const rangeUnusable = mode === 'range' && (!range.start || !range.end || !isRangeValid(range));

  const run = async () => {
    if (rangeUnusable) return;
    setBusy(true);
    try {
      const dates =
        mode === 'range' && range.start && range.end
          ? { start_date: toYmd(range.start), end_date: toYmd(range.end) }
          : {};
      await downloadExport(kind, dates, toYmd(new Date()));
      toast.success(successMessage);
    } catch (err) {
      toast.error(errorMessage(err, failureMessage));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="flex max-w-2xl flex-col gap-6 rounded-xl bg-white p-6 shadow-sm">
      <h2 className="text-2xl font-semibold">{heading}</h2>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">What to export</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={name}
            value="all"
            checked={mode === 'all'}
            onChange={() => setMode('all')}
            className="h-4 w-4"
          />
          {allLabel}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={name}
            value="range"
            checked={mode === 'range'}
            onChange={() => setMode('range')}
            className="h-4 w-4"
          />
          Export by date range
        </label>
      </fieldset>
      <DateRangeFields
        value={range}
        onChange={setRange}
        startLabel="Start date"
        endLabel="End date"
        disabled={mode !== 'range'}
      />
      <div>
        <Button onClick={run} disabled={busy || rangeUnusable}>
          {busy ? 'Exporting...' : 'Export'}
        </Button>
      </div>
    </section>
  );
}
