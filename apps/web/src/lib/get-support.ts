import type { SupportLink } from '@clearwell/shared';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** The patient's link to a supporter, or null when they have none (docs/api.md, Supporters). */
export async function getSupport(): Promise<SupportLink | null> {
  return (await api<SupportLink | null>('/api/support')).data;
}

/**
 * One cache entry for the menu (Messages shows only while a supporter is linked), the settings
 * card and the Messages page, so linking or ending shows in all three at once.
 */
export const supportQuery = { queryKey: queryKeys.support, queryFn: getSupport };
