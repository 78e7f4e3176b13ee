import { DateRangeFields } from '../../../components/admin/date-range-fields';
import { rangeOf, today, type DateRange } from '../../../components/admin/dates';
import { Button } from '../../../components/ui/button';
import { commonMessages, useDateRangeTexts } from '../../../components/admin/common-messages';
import { useAppTypes } from '../../../lib/get-app-types';
import { i18n, useMessages } from '../../../lib/i18n';

const messages = i18n('admin-dashboard/filter', {
  appType: 'App type',
  allAppTypes: 'All app types',
});

interface Props {
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  appType: string;
  onAppTypeChange: (appType: string) => void;
}

/** From / To pickers, the app type, and Clear (both dates back to today). */
export function DashboardFilter({ range, onRangeChange, appType, onAppTypeChange }: Props) {
  const appTypes = useAppTypes();
  const t = useMessages(messages);
  const common = useMessages(commonMessages);
  const dates = useDateRangeTexts();
  return (
    <div className="flex flex-wrap items-start gap-4 rounded-xl bg-white p-4 shadow-sm">
      <DateRangeFields
        {...dates}
        value={range}
        onChange={onRangeChange}
        startLabel={common.from}
        endLabel={common.to}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="dashboard-app-type" className="text-sm font-medium">
          {t.appType}
        </label>
        <select
          id="dashboard-app-type"
          value={appType}
          onChange={(e) => onAppTypeChange(e.target.value)}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3"
        >
          <option value="">{t.allAppTypes}</option>
          {(appTypes.data ?? []).map((t) => (
            <option key={t.code} value={t.code}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      {/* Level with the fields below their labels, whether or not a date message shows. */}
      <Button variant="secondary" className="mt-6" onClick={() => onRangeChange(rangeOf(today(), today()))}>
        {common.clear}
      </Button>
    </div>
  );
}
