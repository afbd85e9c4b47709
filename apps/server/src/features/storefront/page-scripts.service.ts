/**
 * The scripts a public page runs first, named in its HTML (modulepreload) so the browser fetches
 * them with the app's own script instead of after it has run and asked for the page's part
 * (docs/decisions/060). Vite's build manifest (`.vite/manifest.json` in the web build) says which
 * files each page's module and its imports became; the app's entry and what it imports are already
 * named in index.html.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isPageOf, routes } from '@premium-shop/domain/web-routes';
import { escapeAttribute } from './page-images.service';

/** The public pages and the module of each (apps/web/src/app/router.tsx imports them lazily). */
export const PAGE_MODULES: readonly (readonly [pattern: string, module: string])[] = [
  [routes.home, 'src/features/home/home-page.tsx'],
  [routes.login, 'src/features/auth/login-page.tsx'],
  [routes.allProduct, 'src/features/catalogue/all-product-page.tsx'],
  [routes.product, 'src/features/catalogue/product-page.tsx'],
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** `key` and every chunk it imports, however deep, as manifest keys. */
function withImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, into);
  return into;
}

export class PageScripts {
  private read: { mtimeMs: number; manifest: Manifest } | null = null;

  constructor(private readonly webRoot: string) {}

  /** The files (as URLs) the page at `pathname` needs beyond the entry's; none for other pages. */
  async scriptsOf(pathname: string): Promise<string[]> {
    const module = PAGE_MODULES.find(([pattern]) => isPageOf(pattern, pathname))?.[1];
    if (!module) return [];
    const manifest = await this.manifest();
    if (!manifest[module]) return [];
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    const loaded = entry ? withImports(manifest, entry) : new Set<string>();
    return [...withImports(manifest, module)]
      .filter((key) => !loaded.has(key))
      .map((key) => `/${manifest[key]!.file}`);
  }

  /** Read again when the build is (`npm run build` while the shop runs); none without a build. */
  private async manifest(): Promise<Manifest> {
    const file = path.join(this.webRoot, '.vite', 'manifest.json');
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat) return {};
    if (this.read?.mtimeMs !== stat.mtimeMs) {
      this.read = {
        mtimeMs: stat.mtimeMs,
        manifest: JSON.parse(await fs.promises.readFile(file, 'utf8')) as Manifest,
      };
    }
    return this.read.manifest;
  }
}

/** The app's HTML with a modulepreload of each of `files` at the end of its head. */
export function withModulePreloads(html: string, files: readonly string[]): string {
  if (files.length === 0 || !html.includes('</head>')) return html;
  const links = files.map(
    (file) => `    <link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">\n`,
  );
  return html.replace('</head>', `${links.join('')}  </head>`);
}
