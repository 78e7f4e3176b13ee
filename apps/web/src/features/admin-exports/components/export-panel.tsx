import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { adminErrorText, useDateRangeTexts } from '../../../components/admin/common-messages';
import { DateRangeFields } from '../../../components/admin/date-range-fields';
import { isRangeValid, rangeOf, toYmd, today, type DateRange } from '../../../components/admin/dates';
import { Button } from '../../../components/ui/button';
import { i18n, useMessages } from '../../../lib/i18n';
import { downloadExport, type ExportKind } from '../api/download-export';

export const exportMessages = i18n('admin-exports/panel', {
  whatToExport: 'What to export',
  byRange: 'Export by date range',
  startDate: 'Start date',
  endDate: 'End date',
  exporting: 'Exporting...',
  export: 'Export',
  feedbackHeading: 'Export Feedback Data in Excel Format',
  feedbackAll: 'Export all problem sessions',
  feedbackDone: 'Feedback data exported successfully',
  feedbackFailed: 'Failed to export feedback data',
  usersHeading: 'Export User Details in Excel Format',
  usersAll: 'Export all User Details',
  usersDone: 'User details exported successfully',
  usersFailed: 'Failed to export user details',
});

type ExportTexts = ReturnType<typeof exportMessages.get>;

interface Props {
  kind: ExportKind;
  heading: keyof ExportTexts;
  allLabel: keyof ExportTexts;
  successMessage: keyof ExportTexts;
  failureMessage: keyof ExportTexts;
}

/** Export everything, or a valid date range (both days included), as an Excel workbook. */
export function ExportPanel({ kind, heading, allLabel, successMessage, failureMessage }: Props) {
  const name = useId();
  const [mode, setMode] = useState<'all' | 'range'>('all');
  const [range, setRange] = useState<DateRange>(() => rangeOf(today(), today()));
  const [busy, setBusy] = useState(false);
  const t = useMessages(exportMessages);
  const dateTexts = useDateRangeTexts();
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
      toast.success(exportMessages.get()[successMessage]);
    } catch (err) {
      toast.error(adminErrorText(err, exportMessages.get()[failureMessage]));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="flex max-w-2xl flex-col gap-6 rounded-xl bg-white p-6 shadow-sm">
      <h2 className="text-2xl font-semibold">{t[heading]}</h2>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">{t.whatToExport}</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={name}
            value="all"
            checked={mode === 'all'}
            onChange={() => setMode('all')}
            className="h-4 w-4"
          />
          {t[allLabel]}
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
          {t.byRange}
        </label>
      </fieldset>
      <DateRangeFields
        {...dateTexts}
        value={range}
        onChange={setRange}
        startLabel={t.startDate}
        endLabel={t.endDate}
        disabled={mode !== 'range'}
      />
      <div>
        <Button onClick={run} disabled={busy || rangeUnusable}>
          {busy ? t.exporting : t.export}
        </Button>
      </div>
    </section>
  );
}
