import { z } from 'zod';

export const ProfileFormSchema = z.object({
  first_name: z.string().trim().min(1, 'First name is required').max(100, 'Use at most 100 characters'),
  last_name: z.string().trim().min(1, 'Last name is required').max(100, 'Use at most 100 characters'),
});
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

export const ChangePasswordFormSchema = z
  .object({
    current_password: z.string().min(1, 'Current password is required'),
    new_password: z.string().min(8, 'Password must be at least 8 characters long').max(128, 'Use at most 128 characters'),
    confirm_password: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((v) => v.new_password === v.confirm_password, { path: ['confirm_password'], message: 'New passwords do not match' });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The spec's two avatar messages, checked before anything is uploaded. */
export function avatarProblem(file: File): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'Please select a valid image file (JPEG, PNG, GIF)';
  if (file.size > AVATAR_MAX_BYTES) return 'Image size should not exceed 2MB';
  return null;
}
