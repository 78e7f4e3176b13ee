import type { AppInfo } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** The server's name and support contacts (GET /api/app-info, public). */
export async function getAppInfo(): Promise<AppInfo> {
  return (await api<AppInfo>('/api/app-info')).data;
}

/** One query for the whole app: the server's configuration does not change while it runs. */
export const appInfoQuery = { queryKey: queryKeys.appInfo, queryFn: getAppInfo, staleTime: Infinity } as const;

export function useAppInfo() {
  return useQuery(appInfoQuery);
}

/**
 * The product's name, as the server is configured (APP_NAME): the only place the web app reads
 * it from. Empty until the server has answered, rather than a name that may be the wrong one.
 */
export function useAppName(): string {
  return useAppInfo().data?.app_name ?? '';
}

/** Keeps the browser tab's title on the product's name. */
export function useAppNameAsTitle(): void {
  const name = useAppName();
  useEffect(() => {
    if (name) document.title = name;
  }, [name]);
}

/** Rendered once at the root (main.tsx): the tab's title follows the server's name. */
export function AppNameAsTitle(): null {
  useAppNameAsTitle();
  return null;
}
