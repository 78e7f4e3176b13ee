import type { AppTypeItem } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export async function getAppTypes(): Promise<AppTypeItem[]> {
  const res = await api<{ items: AppTypeItem[] }>('/api/admin/app-types', { area: 'admin' });
  return res.data.items;
}

/** The app types the back-office knows: listed on their own screen and offered by the dashboard's filter. */
export const useAppTypes = () => useQuery({ queryKey: queryKeys.admin.appTypes, queryFn: getAppTypes });
