import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(start: string, name: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const manifestName = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: unknown }).name;
      if (manifestName === name) return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`package ${name} not found above ${start}`);
  }
}

/** apps/server, whether this code runs from src (tests, tsx) or from the dist bundle. */
export const serverRoot = findPackageRoot(
  path.dirname(fileURLToPath(import.meta.url)),
  '@premium-shop/server',
);
export const webDist = path.join(serverRoot, '..', 'web', 'dist');
