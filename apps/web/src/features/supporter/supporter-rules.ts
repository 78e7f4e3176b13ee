import { PASSWORD_MAX, PASSWORD_MIN } from '@clearwell/shared/constants';
import { emailFormat, maxLength, minLength, required, rulesResolver, sameAs, texts } from '../../lib/form-rules';
import { i18n } from '../../lib/i18n';

/** What the supporter's forms check before sending; the server checks the same again. */
const messages = i18n('supporter/rules', {
  emailRequired: 'Enter your e-mail address',
  emailInvalid: 'Enter a valid e-mail address',
  passwordRequired: 'Enter your password',
  newPasswordRequired: 'Choose a password',
  passwordShort: 'Use at least 8 characters',
  confirmRequired: 'Enter the password again',
  mismatch: 'The two passwords are not the same',
});
const text = texts(messages);

export type SignInForm = { email: string; password: string };
export const signInResolver = rulesResolver<SignInForm>(
  {
    email: [required(text('emailRequired')), emailFormat(text('emailInvalid'))],
    password: [required(text('passwordRequired'))],
  },
  ['email'],
);

export type NewPasswordForm = { password: string; confirm_password: string };
export const newPasswordResolver = rulesResolver<NewPasswordForm>({
  password: [
    required(text('newPasswordRequired')),
    minLength(PASSWORD_MIN, text('passwordShort')),
    maxLength(PASSWORD_MAX),
  ],
  confirm_password: [required(text('confirmRequired')), sameAs<NewPasswordForm>('password', text('mismatch'))],
});
