import type { createBrowserRouter } from '../lib/router';
import { toast } from '../ui/toast';
import { onSessionEnded } from '../lib/session';
import { paths } from './paths';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * When the API client ends the session (expired and not refreshable, or a 401/403 to its token), say why
 * and go to /login (SPEC §5 'Before each API request', §6). Returns the unsubscribe function.
 */
export function connectSessionEvents(router: AppRouter): () => void {
  return onSessionEnded((event) => {
    // One id: several requests failing together show one toast, not a stack of the same text.
    toast.error(event.message, { id: 'session-ended' });
    void router.navigate(paths.login(), { replace: true });
  });
}
