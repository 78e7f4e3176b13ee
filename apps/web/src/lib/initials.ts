import type { StoredPatient } from './auth-storage';

/** What stands for a patient without a photo: the header's menu button and the profile picture. */
export function initialsOf(user: Pick<StoredPatient, 'first_name' | 'last_name' | 'email'> | null): string {
  if (!user) return '?';
  const letters = `${user.first_name?.[0] ?? ''}${user.last_name?.[0] ?? ''}`.trim();
  return (letters || user.email?.[0] || '?').toUpperCase();
}
