import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helper';
import { PAGE_MODULES, withModulePreloads } from './page-scripts.service';

const { app, dataDir } = await createTestApp();
const webRoot = path.join(dataDir, 'web');

/** A build manifest as Vite writes it: the entry, shared chunks, and pages importing both. */
const MANIFEST = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_react-R.js'] },
  '_react-R.js': { file: 'assets/react-R.js' },
  '_card-C.js': { file: 'assets/card-C.js', imports: ['_react-R.js', '_image-I.js'] },
  '_image-I.js': { file: 'assets/image-I.js' },
  'src/features/catalogue/all-product-page.tsx': {
    file: 'assets/all-product-page-A.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react-R.js', '_card-C.js'],
  },
  'src/features/catalogue/product-page.tsx': {
    file: 'assets/product-page-P.js',
    isDynamicEntry: true,
    imports: ['index.html', '_card-C.js'],
  },
  'src/features/orders/orders-page.tsx': { file: 'assets/orders-page-O.js', isDynamicEntry: true },
};

function writeManifest(manifest: object) {
  fs.mkdirSync(path.join(webRoot, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

async function modulePreloads(url: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return [...response.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)">/g)].map(
    (match) => match[1]!,
  );
}

describe("the page HTML names the page's own scripts", () => {
  it("names a public page's chunk and what it imports beyond the entry's, however deep", async () => {
    writeManifest(MANIFEST);
    expect(await modulePreloads('/allProduct')).toEqual([
      '/assets/all-product-page-A.js',
      '/assets/card-C.js',
      '/assets/image-I.js',
    ]);
    // Case as the router matches it, and a product's page by its pattern.
    expect(await modulePreloads('/allproduct')).toHaveLength(3);
    expect(await modulePreloads('/product/0b9c2a6e-3f7a-4d7e-9a51-5f0e2b8d1c11')).toEqual([
      '/assets/product-page-P.js',
      '/assets/card-C.js',
      '/assets/image-I.js',
    ]);
  });

  it('names nothing for a signed-in page, a page missing from the build, or without a build manifest', async () => {
    writeManifest(MANIFEST);
    expect(await modulePreloads('/dashboard/pesanan')).toEqual([]);
    expect(await modulePreloads('/login')).toEqual([]);
    fs.rmSync(path.join(webRoot, '.vite'), { recursive: true });
    expect(await modulePreloads('/allProduct')).toEqual([]);
  });

  it('reads the manifest again after a new build', async () => {
    writeManifest(MANIFEST);
    expect(await modulePreloads('/allProduct')).toContain('/assets/all-product-page-A.js');
    const rebuilt = structuredClone(MANIFEST);
    rebuilt['src/features/catalogue/all-product-page.tsx'].file = 'assets/all-product-page-B.js';
    writeManifest(rebuilt);
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(webRoot, '.vite', 'manifest.json'), later, later);
    expect(await modulePreloads('/allProduct')).toContain('/assets/all-product-page-B.js');
  });

  it('names modules the web app has: a page moved or renamed there is moved here too', () => {
    const web = path.resolve(import.meta.dirname, '../../../../web');
    for (const [, module] of PAGE_MODULES) expect(fs.existsSync(path.join(web, module)), module).toBe(true);
  });

  it('escapes the file into the attribute, and leaves HTML without a head as it is', () => {
    expect(withModulePreloads('<head></head>', ['/assets/a"<b>.js'])).toBe(
      '<head>    <link rel="modulepreload" crossorigin href="/assets/a&quot;&lt;b&gt;.js">\n  </head>',
    );
    expect(withModulePreloads('<div id="root"></div>', ['/assets/a.js'])).toBe('<div id="root"></div>');
    expect(withModulePreloads('<head></head>', [])).toBe('<head></head>');
  });
});
