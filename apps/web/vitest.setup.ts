import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only cleans up by itself when the test runner exposes globals, which this project does not.
afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

// jsdom does not implement scrolling; React Router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};
