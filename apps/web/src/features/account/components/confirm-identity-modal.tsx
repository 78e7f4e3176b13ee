import type { AccountConfirmation } from '@clearwell/shared';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { emailFormat, required, rulesResolver, texts } from '../../../lib/form-rules';
import { i18n, language, useMessages } from '../../../lib/i18n';
import { useLightForm } from '../../../lib/use-light-form';

const messages = i18n('account/confirm-identity', {
  passwordRequired: 'Please enter your password',
  emailRequired: 'Please enter your e-mail address',
  emailInvalid: 'Please enter a valid e-mail address',
  wrongPassword: 'That password is not right. Please try again.',
  wrongEmail: 'That is not the e-mail address of your account. Please type it again.',
  noPassword: 'Your account has no password. Type your e-mail address to confirm.',
  password: 'Your password',
  email: 'Your e-mail address',
  useEmail: 'Signed up with Facebook? Confirm with your e-mail address instead',
  usePassword: 'Confirm with my password instead',
  cancel: 'Cancel',
});
const text = texts(messages);

type Form = { secret: string };
const passwordRules = rulesResolver<Form>({ secret: [required(text('passwordRequired'))] });
const emailRules = rulesResolver<Form>(
  { secret: [required(text('emailRequired')), emailFormat(text('emailInvalid'))] },
  ['secret'],
);

interface ConfirmIdentityModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  danger?: boolean;
  busy: boolean;
  /** Shown when the failure is not about the password (the server or the network). */
  failureText: string;
  onConfirm: (confirmation: AccountConfirmation) => Promise<unknown>;
}

/**
 * Asks for the password before a step that cannot be taken back. Accounts created through
 * Facebook have no password: they confirm with their e-mail address, which the patient can
 * choose here and which the server asks for when it sees such an account.
 */
export function ConfirmIdentityModal({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  busyLabel,
  danger,
  busy,
  failureText,
  onConfirm,
}: ConfirmIdentityModalProps) {
  const t = useMessages(messages);
  const [mode, setMode] = useState<'password' | 'email'>('password');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, reset, formState } = useLightForm<Form>({
    validate: mode === 'password' ? passwordRules : emailRules,
  });

  const close = () => {
    reset({});
    setFieldError(undefined);
    setFailure(undefined);
    onClose();
  };
  // The other kind of secret starts empty.
  const switchTo = (next: 'password' | 'email', message?: string) => {
    reset({});
    setMode(next);
    setFieldError(message);
  };

  const submit = handleSubmit(({ secret }) => {
    setFieldError(undefined);
    setFailure(undefined);
    onConfirm(mode === 'password' ? { password: secret } : { email: secret }).catch((err: unknown) => {
      if (err instanceof ApiError && err.code === 'INVALID_CURRENT_PASSWORD') {
        // The server's words in English; in another language, ours for the same answer.
        const english = language.get() === 'en';
        const m = messages.get();
        const detail = err.details[0];
        if (detail?.field === 'email' && mode === 'password')
          switchTo('email', english ? detail.message : m.noPassword);
        else if (english) setFieldError(detail?.message ?? err.message);
        else setFieldError(mode === 'email' ? m.wrongEmail : m.wrongPassword);
      } else {
        setFailure(errorMessage(err, failureText));
      }
    });
  });

  const error = formState.errors.secret?.message ?? fieldError;
  const field = { error, autoComplete: mode === 'password' ? 'current-password' : 'email', ...register('secret') };
  return (
    <Modal open={open} title={title} onClose={close}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-3">{children}</div>
        {mode === 'password' ? (
          <PasswordField key="password" label={t.password} {...field} />
        ) : (
          <TextField key="email" type="email" label={t.email} {...field} />
        )}
        <button
          type="button"
          className="self-start text-left text-sm font-medium text-brand-700 underline"
          onClick={() => switchTo(mode === 'password' ? 'email' : 'password')}
        >
          {mode === 'password' ? t.useEmail : t.usePassword}
        </button>
        {failure ? (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            {t.cancel}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
