// Prints one closing line for the whole test run, from the JSON reports of Vitest and Playwright.
import fs from 'node:fs';

const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
// The unit suite on the machine's Node.js, and again on Node.js 24 (.ci/run).
const vitestRuns = ['reports/vitest.json', 'reports/vitest-node24.json'].map(read);
const playwright = read('reports/playwright.json');
const sum = (count) => vitestRuns.reduce((total, run) => total + count(run), 0);

const passed = sum((run) => run.numPassedTests) + playwright.stats.expected + playwright.stats.flaky;
const failed = sum((run) => run.numFailedTests) + playwright.stats.unexpected;
const skipped = sum((run) => run.numPendingTests + run.numTodoTests) + playwright.stats.skipped;
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0 || failed > 0) process.exit(1);
