import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from './lib/router';
// Sonner also injects these styles at runtime; a strict style-src CSP blocks that, so ship them as a file.
import 'sonner/dist/styles.css';
import './index.css';
import { prefetchInitialRoute } from './app/prefetch-initial-route';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { applyTheme, getInitialTheme } from './lib/theme';

// Before the first render, so a dark page does not flash light; the CSP forbids an inline script for this.
applyTheme(getInitialTheme());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
prefetchInitialRoute(queryClient, window.location);

const root = createRoot(container);
// As a transition the first render yields to the browser every few milliseconds instead of blocking a
// phone's main thread for the whole page at once; the page appears all together as before.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
});
