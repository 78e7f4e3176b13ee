import { useId, useState } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { changeRange, parseTypedDate, type DateRange } from './dates';

export const DATE_INPUT_NOT_VALID = 'Date input not valid.';

interface Props {
  value: DateRange;
  onChange: (range: DateRange) => void;
  startLabel: string;
  endLabel: string;
  disabled?: boolean;
}

/**
 * Two linked MM/dd/yyyy pickers (react-datepicker): the end cannot be before the start nor
 * the start after the end. Typed text that is not a date shows 'Date input not valid.'.
 * Only lazily loaded admin screens import this, so patients never download the picker.
 */
export function DateRangeFields({ value, onChange, startLabel, endLabel, disabled }: Props) {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <DateField label={startLabel} selected={value.start} disabled={disabled}
        minDate={undefined} maxDate={value.end ?? undefined}
        onSelect={(d) => onChange(changeRange(value, 'start', d))} />
      <DateField label={endLabel} selected={value.end} disabled={disabled}
        minDate={value.start ?? undefined} maxDate={undefined}
        onSelect={(d) => onChange(changeRange(value, 'end', d))} />
    </div>
  );
}

function DateField(props: {
  label: string;
  selected: Date | null;
  minDate: Date | undefined;
  maxDate: Date | undefined;
  disabled?: boolean;
  onSelect: (d: Date | null) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const [invalid, setInvalid] = useState(false);
  const checkTyped = (text: string) => {
    const trimmed = text.trim();
    setInvalid(trimmed !== '' && parseTypedDate(trimmed) === null);
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">{props.label}</label>
      <DatePicker
        id={id}
        selected={props.selected}
        onChange={(d: Date | null) => {
          setInvalid(false);
          props.onSelect(d);
        }}
        onChangeRaw={(e) => {
          const target = e?.target as HTMLInputElement | undefined;
          if (target && typeof target.value === 'string') checkTyped(target.value);
        }}
        onBlur={(e) => checkTyped((e.target as HTMLInputElement).value)}
        minDate={props.minDate}
        maxDate={props.maxDate}
        dateFormat="MM/dd/yyyy"
        placeholderText="MM/dd/yyyy"
        disabled={props.disabled}
        ariaInvalid={invalid ? 'true' : undefined}
        ariaDescribedBy={invalid ? errorId : undefined}
        className="min-h-11 w-40 rounded-lg border border-slate-300 bg-white px-3 py-2 disabled:bg-slate-100"
      />
      {invalid ? <p id={errorId} role="alert" className="text-sm text-danger">{DATE_INPUT_NOT_VALID}</p> : null}
    </div>
  );
}
