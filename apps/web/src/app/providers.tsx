import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client';

/** Toasts: top-right, 320 px wide, 5 s, Alt+T moves focus to them. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-right" duration={5000} hotkey={['altKey', 'KeyT']} closeButton toastOptions={{ style: { width: 320 } }} />
    </QueryClientProvider>
  );
}
