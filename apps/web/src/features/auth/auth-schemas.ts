import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '@clearwell/shared/constants';
import { emailFormat, maxLength, minLength, required, rulesResolver, sameAs } from '../../lib/form-rules';

/** Client-side rules with the spec's messages; the server checks the same rules again. */
const email = [required('Email is required'), emailFormat('Please enter a valid email address')];
const newPassword = [
  required('Password is required'),
  minLength(PASSWORD_MIN, 'Password must be at least 8 characters long'),
  maxLength(PASSWORD_MAX),
];
const confirm = [required('Please confirm your password')];

export type LoginForm = {
  email: string;
  password: string;
};
export const loginResolver = rulesResolver<LoginForm>({ email, password: [required('Password is required')] }, [
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
    first_name: [required('First name is required'), maxLength(NAME_MAX)],
    email,
    password: newPassword,
    confirm_password: [...confirm, sameAs<RegisterForm>('password', 'Passwords do not match')],
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
  confirm_password: [...confirm, sameAs<ResetForm>('password', 'Passwords do not match!')],
});
