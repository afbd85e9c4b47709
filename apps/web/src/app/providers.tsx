import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { useTheme } from '../lib/theme';
import { createQueryClient } from './query-client';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client so no cache is shared between them. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [defaultClient] = useState(createQueryClient);
  const { theme } = useTheme();
  return (
    <QueryClientProvider client={queryClient ?? defaultClient}>
      {children}
      <Toaster position="top-right" duration={5000} hotkey={['altKey', 'KeyT']} theme={theme} />
    </QueryClientProvider>
  );
}
