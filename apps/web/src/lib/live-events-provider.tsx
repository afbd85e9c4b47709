import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useSession } from './session';

/**
 * Holds the tab's one live stream while someone is signed in: opened at sign-in, closed at sign-out,
 * opened anew when another user signs in (in this tab or another). The stream's code loads only
 * then, so the pages of a visitor do not ship it. Without EventSource there is no stream, and the
 * screens keep their polling.
 */
export function LiveEventsProvider({ children }: { children?: ReactNode }) {
  const queryClient = useQueryClient();
  const user = useSession()?.userData;
  // A refreshed token is the same user: the stream stays.
  const userKey = user ? `${user._id ?? user.email}:${user.role ?? ''}` : null;
  const isAdmin = user?.role === 'admin';

  useEffect(() => {
    if (userKey === null || typeof EventSource === 'undefined') return;
    let stop: (() => void) | undefined;
    let isCancelled = false;
    import('./live-updates')
      .then(({ startLiveUpdates }) => {
        if (!isCancelled) stop = startLiveUpdates(queryClient, { isAdmin });
      })
      .catch(() => {
        // The chunk could not load (a new deployment, no network): polling keeps the screens current.
      });
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, [userKey, isAdmin, queryClient]);

  return children;
}
