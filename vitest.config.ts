import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Most of a file's
    // time is spent waiting (PostgreSQL, child processes, timers), so two share 2 cores well.
    maxWorkers: 2,
    // CI also writes a JSON report, which .ci/run sums up with the browser tests' report; the run on
    // a second Node.js names a report of its own (VITEST_REPORT).
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: process.env.VITEST_REPORT ?? 'reports/vitest.json' }]]
      : ['default'],
  },
});
