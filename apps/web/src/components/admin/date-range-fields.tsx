import type { Locale } from 'date-fns';
import { useEffect, useId, useMemo, useState, type ReactNode, type SyntheticEvent } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { i18n, useLanguage, useMessages, type Language } from '../../lib/i18n';
import {
  DATE_PATTERNS,
  formatTypedDate,
  invalidEnds,
  pickDay,
  settle,
  typeInto,
  type DateRange,
  type RangeEnd,
} from './dates';

export const DATE_INPUT_NOT_VALID = 'Date input not valid.';

export const dateFieldMessages = i18n('admin-components/date-range', {
  notValid: DATE_INPUT_NOT_VALID,
  placeholder: 'MM/dd/yyyy',
  calendar: 'Choose Date',
  previousMonth: 'Previous Month',
  nextMonth: 'Next Month',
  chooseDay: 'Choose',
  dayNotAvailable: 'Not available',
  month: 'Month',
});

type CalendarTexts = ReturnType<typeof dateFieldMessages.get>;

/** The calendar's popup as react-datepicker draws it, named in the language in use. */
function calendarContainer(label: string) {
  return function Calendar({ className, children }: { className?: string; children?: ReactNode }) {
    return (
      <div className={className} role="dialog" aria-modal="true" aria-label={label}>
        {children}
      </div>
    );
  };
}

/**
 * The calendar's month and day names in the language in use. date-fns locales are fetched on
 * demand (a few KB each), so only an admin who reads Spanish or German downloads theirs.
 */
const CALENDAR_LOCALES: Partial<Record<Language, () => Promise<Locale>>> = {
  es: () => import('date-fns/locale/es').then((m) => m.es),
  de: () => import('date-fns/locale/de').then((m) => m.de),
};

function useCalendarLocale(language: Language): Locale | undefined {
  const [loaded, setLoaded] = useState<{ language: Language; locale: Locale } | null>(null);
  useEffect(() => {
    const load = CALENDAR_LOCALES[language];
    if (!load) return;
    let current = true;
    void load().then((locale) => current && setLoaded({ language, locale }));
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.locale : undefined;
}

interface Props {
  value: DateRange;
  onChange: (range: DateRange) => void;
  startLabel: string;
  endLabel: string;
  disabled?: boolean;
}

/**
 * Two linked date pickers (react-datepicker), typed as people write days in the language in use
 * (MM/dd/yyyy in English). The calendars offer no end before the start; typed text that is not a
 * date, or an end typed before the start, stays on screen with 'Date input not valid.' and leaves
 * the range not valid (see isRangeValid), so nothing is sent. Only lazily loaded admin screens
 * import this, so patients never download the picker.
 */
export function DateRangeFields({ value, onChange, startLabel, endLabel, disabled }: Props) {
  const t = useMessages(dateFieldMessages);
  const language = useLanguage();
  const locale = useCalendarLocale(language);
  const messageId = useId();
  const bad = invalidEnds(value);
  const showMessage = !disabled && (bad.start || bad.end);
  const field = (which: RangeEnd, label: string) => (
    <DateField
      label={label}
      which={which}
      range={value}
      onChange={onChange}
      disabled={disabled}
      invalid={Boolean(showMessage && bad[which])}
      messageId={messageId}
      language={language}
      locale={locale}
      texts={t}
    />
  );
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-start gap-4">
        {field('start', startLabel)}
        {field('end', endLabel)}
      </div>
      {showMessage ? (
        <p id={messageId} role="alert" className="text-sm text-danger">
          {t.notValid}
        </p>
      ) : null}
    </div>
  );
}

function DateField(props: {
  label: string;
  which: RangeEnd;
  range: DateRange;
  onChange: (range: DateRange) => void;
  disabled?: boolean;
  invalid: boolean;
  messageId: string;
  language: Language;
  locale: Locale | undefined;
  texts: CalendarTexts;
}) {
  const { which, range, onChange, language, texts } = props;
  const id = useId();
  const container = useMemo(() => calendarContainer(texts.calendar), [texts.calendar]);
  const selected = range[which];
  const other = which === 'start' ? range.end : range.start;
  const shown = range.typed?.[which] ?? (selected ? formatTypedDate(selected, language) : '');
  return (
    <div
      className="flex flex-col gap-1"
      onBlur={(e) => {
        // Leaving the field and its calendar, not moving between them.
        if (range.typed?.[which] !== undefined && !e.currentTarget.contains(e.relatedTarget as Node | null))
          onChange(settle(range, which));
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <DatePicker
        id={id}
        selected={selected}
        // The field shows exactly what was typed until it is a date, or until it is left.
        value={shown}
        onChangeRaw={(event, picked) => {
          if (picked) return; // a calendar pick arrives through onChange
          const input = event?.target;
          if (input instanceof HTMLInputElement) onChange(typeInto(range, which, input.value, language));
        }}
        onChange={(date: Date | null, event?: SyntheticEvent) => {
          // Typing was read above, by this component's own strict parser.
          if (event?.type === 'change') return;
          onChange(pickDay(range, which, date));
        }}
        minDate={which === 'end' ? (other ?? undefined) : undefined}
        maxDate={which === 'start' ? (other ?? undefined) : undefined}
        dateFormat={DATE_PATTERNS[language].pattern}
        locale={props.locale}
        placeholderText={texts.placeholder}
        calendarContainer={container}
        previousMonthButtonLabel={texts.previousMonth}
        nextMonthButtonLabel={texts.nextMonth}
        chooseDayAriaLabelPrefix={texts.chooseDay}
        disabledDayAriaLabelPrefix={texts.dayNotAvailable}
        monthAriaLabelPrefix={texts.month}
        disabled={props.disabled}
        ariaInvalid={props.invalid ? 'true' : undefined}
        ariaDescribedBy={props.invalid ? props.messageId : undefined}
        className={`min-h-11 w-40 rounded-lg border bg-white px-3 py-2 disabled:bg-slate-100 ${props.invalid ? 'border-danger' : 'border-slate-300'}`}
      />
    </div>
  );
}
