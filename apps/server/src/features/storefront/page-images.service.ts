/**
 * The image a page paints largest on a phone, named in the page's HTML (a preload) so the browser
 * fetches it while the app's script is still on its way, not after the script has run and asked
 * the API (docs/decisions/057): the first banner of /allProduct, a product's banner on its page.
 */
import { normalizeImagePath } from '@premium-shop/domain/catalogue';
import { isUuid } from '@premium-shop/domain/ids';
import { routes } from '@premium-shop/domain/web-routes';
import type { Database } from '../../db/client';
import * as catalogue from '../catalogue/catalogue.service';
import { listBanners } from './storefront.service';

/** How long an answer is reused: a page's HTML is asked for as often as the page is opened. */
const REUSE_MS = 10_000;
/** Products whose answers are kept at once; past it the oldest half is dropped. */
const MOST_KEPT = 500;

interface Kept {
  image: string | null;
  until: number;
}

/** An image this shop serves itself (an upload), as the web app's imageUrl writes it; else null. */
function ownImageUrl(path: string | null | undefined): string | null {
  const trimmed = normalizeImagePath(path?.trim() ?? '');
  if (!trimmed || /^[a-z][a-z\d+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return null;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export class PageImages {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** The largest image of the page at `pathname`, if the page has one known before it runs. */
  async largestImage(pathname: string): Promise<string | null> {
    const segments = pathname.split('/').filter(Boolean);
    if (segments.length === 1 && segments[0]!.toLowerCase() === routes.allProduct.slice(1).toLowerCase()) {
      return this.reused('banners', async () => ownImageUrl((await listBanners(this.db))[0]?.image));
    }
    if (segments.length === 2 && segments[0]!.toLowerCase() === 'product' && isUuid(segments[1]!)) {
      const id = segments[1]!.toLowerCase();
      return this.reused(`product:${id}`, async () => {
        const product = await catalogue.getProduct(this.db, id).catch(() => null);
        // The product page shows its banner, else its image, as the page's top picture.
        return product && product.status !== 'Unavailable'
          ? ownImageUrl(product.banner || product.image)
          : null;
      });
    }
    return null;
  }

  private async reused(key: string, read: () => Promise<string | null>): Promise<string | null> {
    const now = this.now();
    const kept = this.kept.get(key);
    if (kept && kept.until > now) return kept.image;
    const image = await read();
    if (this.kept.size >= MOST_KEPT) {
      for (const old of [...this.kept.keys()].slice(0, MOST_KEPT / 2)) this.kept.delete(old);
    }
    this.kept.set(key, { image, until: now + REUSE_MS });
    return image;
  }
}

/** `value` inside a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** The app's HTML with a preload of `image` at the end of its head; the HTML as it is without one. */
export function withImagePreload(html: string, image: string | null): string {
  if (!image || !html.includes('</head>')) return html;
  const link = `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high">`;
  return html.replace('</head>', `    ${link}\n  </head>`);
}
