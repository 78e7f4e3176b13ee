import { COMMON_PASSWORD_MESSAGE } from '@clearwell/shared/constants';
import { ApiError } from './api-client';
import { i18n } from './i18n';

/**
 * The server's refusal of a new password whose length the browser's rules already accepted:
 * it is one of the commonly used ones (docs/api.md, Passwords). The list (about 18,000 entries, 83 KB
 * gzip) stays on the server, so the browser learns this from the answer, not before sending.
 */
export const passwordRefusalMessages = i18n('lib/password-refusal', { tooCommon: COMMON_PASSWORD_MESSAGE });

/** Whether `err` is the server refusing the password in `field` (`password` or `new_password`). */
export function refusedAsCommon(err: unknown, field: 'password' | 'new_password'): boolean {
  return (
    err instanceof ApiError &&
    err.code === 'VALIDATION_ERROR' &&
    err.details.some((d) => d.field === field && d.code === 'too_common')
  );
}
