import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { LiveEventsProvider } from '../lib/live-events-provider';
import { getSession, subscribeSession } from '../lib/session';
import { useTheme } from '../lib/theme';
import { ShopToasterOnDemand } from '../ui/toaster-on-demand';
import { createQueryClient } from './query-client';

interface AppProvidersProps {
  children: ReactNode;
  /**
   * Tests pass their own client so no cache is shared between them; main.tsx passes the one whose
   * first requests it has already started.
   */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [defaultClient] = useState(createQueryClient);
  const client = queryClient ?? defaultClient;
  const { theme } = useTheme();

  // Cached answers belong to the user who fetched them: drop them when that user signs out or another
  // signs in, so nobody sees the previous user's orders for a moment.
  useEffect(() => {
    let userKey = sessionUserKey();
    return subscribeSession(() => {
      const nextKey = sessionUserKey();
      if (nextKey === userKey) return;
      userKey = nextKey;
      // Another user: the screens on show ask again, with that user's token.
      if (nextKey !== null) client.clear();
      else forgetSignedOutAnswers(client);
    });
  }, [client]);

  return (
    <QueryClientProvider client={client}>
      <LiveEventsProvider>{children}</LiveEventsProvider>
      <ShopToasterOnDemand position="top-right" duration={5000} hotkey={['altKey', 'KeyT']} theme={theme} />
    </QueryClientProvider>
  );
}

/**
 * Signed out: drops every cached answer. A query a screen still shows (the dashboard stays until
 * /login opens) is emptied in place rather than removed: removed, it would be built again at once by
 * that screen and asked for without a token (401).
 */
function forgetSignedOutAnswers(client: QueryClient): void {
  const cache = client.getQueryCache();
  for (const query of cache.getAll()) {
    if (query.getObserversCount() > 0) query.reset();
    else cache.remove(query);
  }
  client.getMutationCache().clear();
}

function sessionUserKey(): string | null {
  const user = getSession()?.userData;
  return user ? (user._id ?? user.email) : null;
}
