import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '@clearwell/shared/constants';
import { emailFormat, maxLength, minLength, required, rulesResolver, sameAs, texts } from '../../lib/form-rules';
import { i18n } from '../../lib/i18n';

/** The spec's messages, in the language in use when a rule fails. */
const messages = i18n('auth/rules', {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 8 characters long',
  confirmRequired: 'Please confirm your password',
  firstNameRequired: 'First name is required',
  mismatch: 'Passwords do not match',
  mismatchReset: 'Passwords do not match!',
});
const text = texts(messages);

/** What the server may refuse after the browser's rules passed, in the patient's language. */
export const serverMessages = i18n('auth/server', {
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
});

/** Client-side rules with the spec's messages; the server checks the same rules again. */
const email = [required(text('emailRequired')), emailFormat(text('emailInvalid'))];
const newPassword = [
  required(text('passwordRequired')),
  minLength(PASSWORD_MIN, text('passwordShort')),
  maxLength(PASSWORD_MAX),
];
const confirm = [required(text('confirmRequired'))];

export type LoginForm = {
  email: string;
  password: string;
};
export const loginResolver = rulesResolver<LoginForm>({ email, password: [required(text('passwordRequired'))] }, [
  'email',
]);

export type RegisterForm = {
  first_name: string;
  email: string;
  password: string;
  confirm_password: string;
};
export const registerResolver = rulesResolver<RegisterForm>(
  {
    first_name: [required(text('firstNameRequired')), maxLength(NAME_MAX)],
    email,
    password: newPassword,
    confirm_password: [...confirm, sameAs<RegisterForm>('password', text('mismatch'))],
  },
  ['first_name', 'email'],
);

export type ForgotForm = {
  email: string;
};
export const forgotResolver = rulesResolver<ForgotForm>({ email }, ['email']);

export type ResetForm = {
  password: string;
  confirm_password: string;
};
export const resetResolver = rulesResolver<ResetForm>({
  password: newPassword,
  confirm_password: [...confirm, sameAs<ResetForm>('password', text('mismatchReset'))],
});
