import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not change on retry; network blips might.
        retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's client: the one the provider gives the screens, and the one route loaders fill
 * (they start a page's requests while its code is still downloading). Tests make their own.
 */
export const appQueryClient = createQueryClient();
