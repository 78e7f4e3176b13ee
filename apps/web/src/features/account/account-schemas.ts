import { AVATAR_MAX_BYTES, AVATAR_TYPES, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '@clearwell/shared/constants';
import { maxLength, minLength, required, rulesResolver, sameAs, texts } from '../../lib/form-rules';
import { i18n } from '../../lib/i18n';

/** The spec's messages, in the language in use when a rule fails. */
const messages = i18n('account/rules', {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  currentRequired: 'Current password is required',
  passwordShort: 'Password must be at least 8 characters long',
  confirmRequired: 'Please confirm your new password',
  mismatch: 'New passwords do not match',
  avatarType: 'Please select a valid image file (JPEG, PNG, GIF)',
  avatarSize: 'Image size should not exceed 2MB',
});
const text = texts(messages);

export type ProfileForm = {
  first_name: string;
  last_name: string;
};
export const profileResolver = rulesResolver<ProfileForm>(
  {
    first_name: [required(text('firstNameRequired')), maxLength(NAME_MAX)],
    last_name: [required(text('lastNameRequired')), maxLength(NAME_MAX)],
  },
  ['first_name', 'last_name'],
);

export type ChangePasswordForm = {
  current_password: string;
  new_password: string;
  confirm_password: string;
};
export const changePasswordResolver = rulesResolver<ChangePasswordForm>({
  current_password: [required(text('currentRequired'))],
  new_password: [minLength(PASSWORD_MIN, text('passwordShort')), maxLength(PASSWORD_MAX)],
  confirm_password: [required(text('confirmRequired')), sameAs<ChangePasswordForm>('new_password', text('mismatch'))],
});

/** The spec's two avatar messages, checked before anything is uploaded. */
export function avatarProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return messages.get().avatarType;
  if (file.size > AVATAR_MAX_BYTES) return messages.get().avatarSize;
  return null;
}

/** The avatar's problems as the server names them (it checks the bytes, not the name). */
export const avatarErrors = () => ({
  UNSUPPORTED_MEDIA_TYPE: messages.get().avatarType,
  PAYLOAD_TOO_LARGE: messages.get().avatarSize,
});
