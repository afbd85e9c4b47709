import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fakeAnswerProblems } from './src/test-utils/contract-check';

// Testing Library only cleans up by itself when the test runner exposes globals, which this project does not.
afterEach(() => {
  cleanup();
  // A fake API answer the server could not give (src/test-utils/contract-check.ts) fails its test.
  const problems = fakeAnswerProblems.splice(0);
  if (problems.length > 0) {
    throw new Error(`Fake answers outside the API contract:\n${[...new Set(problems)].join('\n')}`);
  }
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

// jsdom does not implement scrolling; React Router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};
