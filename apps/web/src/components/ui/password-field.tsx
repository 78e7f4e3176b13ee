import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { i18n, params, useLanguage, useMessages } from '../../lib/i18n';
import { TextField } from './text-field';

const messages = i18n('ui/password-field', {
  show: 'Show',
  hide: 'Hide',
  showField: params('Show {field}'),
  hideField: params('Hide {field}'),
});

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A password input with a Show / Hide toggle that screen readers announce as pressed or not. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  const [visible, setVisible] = useState(false);
  const t = useMessages(messages);
  // "Show password", "Mostrar contraseña"; German nouns keep their capital: "Passwort anzeigen".
  const field = useLanguage() === 'de' ? props.label : props.label.toLowerCase();
  return (
    <TextField
      ref={ref}
      type={visible ? 'text' : 'password'}
      {...props}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          {/* Named by its text, not aria-label, so the field's label stays the only label that matches it. */}
          <span className="sr-only">{(visible ? t.hideField : t.showField)({ field })}</span>
          <span aria-hidden="true">{visible ? t.hide : t.show}</span>
        </button>
      }
    />
  );
});
