import type { AppInfo } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { APP_NAME } from './app-config';

/** The server's name and support contacts (GET /api/app-info, public). */
export async function getAppInfo(): Promise<AppInfo> {
  return (await api<AppInfo>('/api/app-info')).data;
}

export function useAppInfo() {
  return useQuery({ queryKey: ['app-info'], queryFn: getAppInfo, staleTime: Infinity });
}

/** The product name to show: the server's when known, else the build's. */
export function useAppName(): string {
  return useAppInfo().data?.app_name ?? APP_NAME;
}
