import type { Locale } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { es } from 'date-fns/locale/es';
import { useId, useMemo, type ReactNode, type SyntheticEvent } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import type { Language } from '../../lib/i18n';
import type { DateRangeTexts as CalendarTexts } from './common-messages';
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
 * The calendar's month and day names in the language in use. The two date-fns locales (about
 * 2 KB each) travel with the picker, in the back-office's own chunk: a lazy import here would
 * move Vite's preload helper out of the patient's entry into a chunk of its own.
 */
const CALENDAR_LOCALES: Partial<Record<Language, Locale>> = { es, de };

interface Props {
  /** The texts and the language in use, from useDateRangeTexts() (see below for why not read here). */
  texts: CalendarTexts;
  language: Language;
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
 * import this, so patients never download the picker. It reads nothing from the app's entry
 * (the messages come as props): a picker chunk that imports the entry makes the bundler move
 * Vite's preload helper out of the entry into a chunk of its own, one more request and 0.4 KB
 * on every patient page.
 */
export function DateRangeFields({ texts: t, language, value, onChange, startLabel, endLabel, disabled }: Props) {
  const locale = CALENDAR_LOCALES[language];
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
