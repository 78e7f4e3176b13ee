import type { SupporterSelf } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supporterAuth } from '../../../lib/auth-storage';
import { queryKeys } from '../../../lib/query-keys';

export async function getSupporterSelf(): Promise<SupporterSelf> {
  return (await api<SupporterSelf>('/api/supporter/me', { area: 'supporter' })).data;
}

/** The supporter's name and code: the ones kept at sign-in show at once, the server's replace them. */
export const useSupporterSelf = () =>
  useQuery({
    queryKey: queryKeys.supporter.self,
    queryFn: getSupporterSelf,
    placeholderData: () => supporterAuth.getUser() ?? undefined,
  });
