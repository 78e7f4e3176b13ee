import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { i18n, useMessages } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

const messages = i18n('shell/providers', { toasts: 'Notifications', close: 'Close toast' });

/**
 * The toast area is its own chunk, so the first page does not wait for it: sonner shows toasts
 * raised before it mounted. Features raise toasts through `lib/toast`, which loads sonner the same
 * way, so no page chunk carries it.
 */
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * Below the sticky header (64 px and its border) with a small gap: a toast never covers "Get help
 * now", the menu or the sign-out, on a phone (where toasts span the width) or a computer.
 */
const BELOW_HEADER = { top: 76 };

/** The query client (a fresh one unless given) and toasts: top-right, 320 px wide, 5 s, Alt+T moves focus to them. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const t = useMessages(messages);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster
          position="top-right"
          offset={BELOW_HEADER}
          mobileOffset={BELOW_HEADER}
          duration={5000}
          hotkey={['altKey', 'KeyT']}
          closeButton
          containerAriaLabel={t.toasts}
          toastOptions={{ style: { width: 320 }, closeButtonAriaLabel: t.close }}
        />
      </Suspense>
    </QueryClientProvider>
  );
}
