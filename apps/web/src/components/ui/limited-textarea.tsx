import { useId, useState, type TextareaHTMLAttributes } from 'react';
import { i18n, params, useLanguage, useMessages } from '../../lib/i18n';

const messages = i18n('ui/limited-textarea', {
  counter: params('{count} of {max} characters'),
  cut: params(
    'Your text was cut to {max} characters, the most this field holds. The end of what you pasted is not kept.',
  ),
});

/** The counter appears once the text reaches this share of the limit: out of the way until it matters. */
const NEAR_LIMIT = 0.9;

type LimitedTextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'maxLength'> & {
  value: string;
  onChange: (text: string) => void;
  max: number;
};

/**
 * A textarea that holds at most `max` characters and says so: a counter near the limit, and a
 * notice when pasted or dictated text had to be cut, rather than the browser cutting it silently.
 */
export function LimitedTextarea({ value, onChange, max, id, ...props }: LimitedTextareaProps) {
  const t = useMessages(messages);
  const lang = useLanguage();
  const autoId = useId();
  const fieldId = id ?? autoId;
  const [cut, setCut] = useState(false);
  const number = (n: number) => n.toLocaleString(lang);
  const near = value.length >= max * NEAR_LIMIT;
  const described = [near ? `${fieldId}-count` : null, cut ? `${fieldId}-cut` : null].filter(Boolean).join(' ');
  return (
    <>
      <textarea
        {...props}
        id={fieldId}
        value={value}
        aria-describedby={described || undefined}
        onChange={(e) => {
          const typed = e.target.value;
          setCut(typed.length > max);
          onChange(typed.length > max ? typed.slice(0, max) : typed);
        }}
      />
      {near ? (
        <p id={`${fieldId}-count`} className="text-sm text-muted">
          {t.counter({ count: number(value.length), max: number(max) })}
        </p>
      ) : null}
      {cut ? (
        <p id={`${fieldId}-cut`} role="alert" className="text-sm text-danger">
          {t.cut({ max: number(max) })}
        </p>
      ) : null}
    </>
  );
}
