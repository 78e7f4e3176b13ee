import { adminErrorText } from '../../../components/admin/common-messages';
import { ApiError } from '../../../lib/api-client';
import { i18n, language } from '../../../lib/i18n';

export const saveMessages = i18n('admin-steps/save', {
  created: 'Step created successfully',
  createFailed: 'Failed to create step. Please try again.',
  updated: 'Step updated successfully',
  updateFailed: 'Failed to update step. Please try again.',
  deleted: 'Step deleted successfully',
  deleteFailed: 'Failed to delete step. Please try again.',
  loadFailed: 'Failed to load step data. Please try again.',
  invalidId: 'Cannot edit: Invalid step ID',
  updateWithoutId: 'Cannot update: Invalid step ID',
  deleteWithoutId: 'Cannot delete: ID is undefined',
  translationsRefused:
    'The Spanish or German texts were not accepted: each language needs every option translated, or none.',
});

/**
 * Why a step was not saved. A refusal of the translations (the server's field `translations`)
 * is told as such; the rest as for any back-office call.
 */
export function stepSaveError(err: unknown, fallback: string): string {
  const onTranslations =
    err instanceof ApiError && err.code === 'VALIDATION_ERROR' && err.details.some((d) => d.field === 'translations');
  if (onTranslations && language.get() !== 'en') return saveMessages.get().translationsRefused;
  return adminErrorText(err, fallback);
}
