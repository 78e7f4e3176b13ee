import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Requests are always tried, whatever `navigator.onLine` says (TanStack's default pauses them
 * while it is false): the service worker answers what a session needs from its copies, and a
 * request that cannot be answered fails at once, so every screen can say so instead of waiting.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not change on retry; network blips might.
        retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * The app's client: the one the provider gives the screens, and the one the routes' prefetches fill
 * (they start a page's requests while its code is still downloading). Tests make their own.
 */
export const appQueryClient = createQueryClient();
