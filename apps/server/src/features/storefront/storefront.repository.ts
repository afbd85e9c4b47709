import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { banners, siteContent, type SiteContentKey } from '../../db/schema/content';

export function listActiveBanners(db: Executor) {
  return db
    .select({ id: banners.id, image: banners.image, link: banners.link })
    .from(banners)
    .where(eq(banners.isActive, true))
    .orderBy(asc(banners.sort), asc(banners.createdAt));
}

/** The stored JSON of one home-page block, or undefined when the admin never wrote it. */
export async function findSiteContent(db: Executor, key: SiteContentKey): Promise<unknown> {
  const [row] = await db
    .select({ content: siteContent.content })
    .from(siteContent)
    .where(eq(siteContent.key, key));
  return row?.content;
}
