import type { ChangeEvent } from 'react';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

/** What the form hook's `register(name)` gives a field. */
interface RegisteredField {
  name: string;
  value: string;
  ref: (el: HTMLInputElement | null) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

interface CredentialFieldsProps {
  labels: { email: string; password: string };
  email: RegisteredField;
  password: RegisteredField;
  errors: { email?: string; password?: string };
  /** `username` where the address names an account the browser should offer to fill (supporters). */
  emailAutoComplete?: 'email' | 'username';
}

/** The e-mail and password of a sign-in form, each with its own error under it. */
export function CredentialFields({
  labels,
  email,
  password,
  errors,
  emailAutoComplete = 'email',
}: CredentialFieldsProps) {
  return (
    <>
      <TextField label={labels.email} type="email" autoComplete={emailAutoComplete} error={errors.email} {...email} />
      <PasswordField label={labels.password} autoComplete="current-password" error={errors.password} {...password} />
    </>
  );
}
