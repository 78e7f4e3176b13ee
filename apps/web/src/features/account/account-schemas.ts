import { AVATAR_MAX_BYTES, AVATAR_TYPES, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '@clearwell/shared/constants';
import { maxLength, minLength, required, rulesResolver, sameAs } from '../../lib/form-rules';

export type ProfileForm = {
  first_name: string;
  last_name: string;
};
export const profileResolver = rulesResolver<ProfileForm>(
  {
    first_name: [required('First name is required'), maxLength(NAME_MAX)],
    last_name: [required('Last name is required'), maxLength(NAME_MAX)],
  },
  ['first_name', 'last_name'],
);

export type ChangePasswordForm = {
  current_password: string;
  new_password: string;
  confirm_password: string;
};
export const changePasswordResolver = rulesResolver<ChangePasswordForm>({
  current_password: [required('Current password is required')],
  new_password: [minLength(PASSWORD_MIN, 'Password must be at least 8 characters long'), maxLength(PASSWORD_MAX)],
  confirm_password: [
    required('Please confirm your new password'),
    sameAs<ChangePasswordForm>('new_password', 'New passwords do not match'),
  ],
});

/** The spec's two avatar messages, checked before anything is uploaded. */
export function avatarProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
    return 'Please select a valid image file (JPEG, PNG, GIF)';
  if (file.size > AVATAR_MAX_BYTES) return 'Image size should not exceed 2MB';
  return null;
}
