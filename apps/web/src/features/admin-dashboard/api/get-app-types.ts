import type { AppTypeItem } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getAppTypes(): Promise<AppTypeItem[]> {
  const res = await api<{ items: AppTypeItem[] }>('/api/admin/app-types', { area: 'admin' });
  return res.data.items;
}

export const useAppTypes = () => useQuery({ queryKey: ['admin', 'app-types', 'filter'], queryFn: getAppTypes });
