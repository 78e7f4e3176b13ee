import { useId, type SyntheticEvent } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { invalidEnds, pickDay, settle, toMdy, typeInto, type DateRange, type RangeEnd } from './dates';

export const DATE_INPUT_NOT_VALID = 'Date input not valid.';

interface Props {
  value: DateRange;
  onChange: (range: DateRange) => void;
  startLabel: string;
  endLabel: string;
  disabled?: boolean;
}

/**
 * Two linked MM/dd/yyyy pickers (react-datepicker). The calendars offer no end before the start;
 * typed text that is not a date, or an end typed before the start, stays on screen with
 * 'Date input not valid.' and leaves the range not valid (see isRangeValid), so nothing is sent.
 * Only lazily loaded admin screens import this, so patients never download the picker.
 */
export function DateRangeFields({ value, onChange, startLabel, endLabel, disabled }: Props) {
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
          {DATE_INPUT_NOT_VALID}
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
}) {
  const { which, range, onChange } = props;
  const id = useId();
  const selected = range[which];
  const other = which === 'start' ? range.end : range.start;
  const shown = range.typed?.[which] ?? (selected ? toMdy(selected) : '');
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
          if (input instanceof HTMLInputElement) onChange(typeInto(range, which, input.value));
        }}
        onChange={(date: Date | null, event?: SyntheticEvent) => {
          // Typing was read above, by this component's own strict parser.
          if (event?.type === 'change') return;
          onChange(pickDay(range, which, date));
        }}
        minDate={which === 'end' ? (other ?? undefined) : undefined}
        maxDate={which === 'start' ? (other ?? undefined) : undefined}
        dateFormat="MM/dd/yyyy"
        placeholderText="MM/dd/yyyy"
        disabled={props.disabled}
        ariaInvalid={props.invalid ? 'true' : undefined}
        ariaDescribedBy={props.invalid ? props.messageId : undefined}
        className={`min-h-11 w-40 rounded-lg border bg-white px-3 py-2 disabled:bg-slate-100 ${props.invalid ? 'border-danger' : 'border-slate-300'}`}
      />
    </div>
  );
}
