// `npm start`: builds the web app and the server when their sources are newer than the build, then runs the shop.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'packages/domain/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
];
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];

function newestChange(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const builtAt = Math.min(
  ...outputs.map((file) => fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0),
);
const changedAt = Math.max(...sources.map((entry) => newestChange(path.join(root, entry))));
if (builtAt < changedAt) {
  // The build's own output (every asset and its size) is shown only when the build fails.
  console.log('Building Premium Shop (a minute or two on the first start)...');
  const startedAt = Date.now();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error('The build failed: see above.');
    process.exit(result.status ?? 1);
  }
  console.log(`Built in ${Math.round((Date.now() - startedAt) / 1000)} s.`);
}

await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
