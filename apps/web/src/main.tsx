import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
// Sonner also injects these styles at runtime; a strict style-src CSP blocks that, so ship them as a file.
import 'sonner/dist/styles.css';
import './index.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { applyTheme, getInitialTheme } from './lib/theme';

// Before the first render, so a dark page does not flash light; the CSP forbids an inline script for this.
applyTheme(getInitialTheme());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
