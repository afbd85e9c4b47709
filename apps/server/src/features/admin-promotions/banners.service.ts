/** The admin's home page banners: uploaded images with an optional link, in the admin's order. */
import type { AdminBanner, BannerUpdate } from '@premium-shop/domain/admin-promotions-schema';
import path from 'node:path';
import type { Transaction } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { StoredImage } from '../../platform/uploads';
import { isUuid } from '../catalogue/catalogue.service';
import {
  audited,
  invalid,
  PROMOTION_SERVICE_MESSAGES as M,
  type PromotionsContext,
} from './admin-promotions.common';
import * as repository from './admin-promotions.repository';
import type { BannerRecord } from './admin-promotions.repository';

/** Where banner images live: under the public uploads folder, served at /uploads/banners/. */
export const BANNER_UPLOAD_FOLDER = 'banners';

export function bannerUploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', BANNER_UPLOAD_FOLDER);
}

function toBanner(banner: BannerRecord): AdminBanner {
  return {
    _id: banner.id,
    image: banner.image,
    link: banner.link,
    sort: banner.sort,
    isActive: banner.isActive,
    createdAt: banner.createdAt.toISOString(),
  };
}

function bannerAudit(banner: BannerRecord) {
  return { image: banner.image, link: banner.link, sort: banner.sort, isActive: banner.isActive };
}

/** The stored path of an uploaded banner image, relative like every image path (SPEC §3). */
function bannerImagePath(image: StoredImage): string {
  return `uploads/${BANNER_UPLOAD_FOLDER}/${image.name}`;
}

export async function listBanners(ctx: PromotionsContext): Promise<AdminBanner[]> {
  return (await repository.listBanners(ctx.db)).map(toBanner);
}

async function lockKnownBanner(tx: Transaction, id: string): Promise<BannerRecord> {
  const banner = isUuid(id) ? await repository.lockBanner(tx, id) : undefined;
  if (!banner) throw new AppError('NOT_FOUND', M.bannerNotFound);
  return banner;
}

/** Adds a banner after the others unless `sort` is given; the image is already on disk. */
export function createBanner(
  ctx: PromotionsContext,
  actorId: string,
  fields: { link: string | null; sort?: number | undefined },
  image: StoredImage,
): Promise<AdminBanner> {
  return audited(ctx, actorId, async (tx) => {
    const sort = fields.sort ?? (await repository.nextBannerSort(tx));
    const banner = await repository.insertBanner(tx, {
      image: bannerImagePath(image),
      link: fields.link,
      sort,
    });
    return {
      result: toBanner(banner),
      action: 'banner.create',
      entity: 'banner',
      entityId: banner.id,
      before: null,
      after: bannerAudit(banner),
    };
  });
}

export function updateBanner(
  ctx: PromotionsContext,
  actorId: string,
  id: string,
  changes: BannerUpdate,
): Promise<AdminBanner> {
  return audited(ctx, actorId, async (tx) => {
    const before = await lockKnownBanner(tx, id);
    const banner = await repository.updateBanner(tx, before.id, {
      ...(changes.link !== undefined && { link: changes.link }),
      ...(changes.sort !== undefined && { sort: changes.sort }),
      ...(changes.isActive !== undefined && { isActive: changes.isActive }),
    });
    return {
      result: toBanner(banner),
      action: 'banner.update',
      entity: 'banner',
      entityId: banner.id,
      before: bannerAudit(before),
      after: bannerAudit(banner),
    };
  });
}

/** Gives the banners the order of `ids` (sort 1, 2, ...); `ids` must name every banner once. */
export function orderBanners(ctx: PromotionsContext, actorId: string, ids: string[]): Promise<AdminBanner[]> {
  return audited(ctx, actorId, async (tx) => {
    const current = await repository.lockAllBanners(tx);
    const known = new Set(current.map((banner) => banner.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw invalid('ids', M.bannerOrderMismatch);
    }
    const ordered: BannerRecord[] = [];
    for (const [index, id] of ids.entries()) {
      ordered.push(await repository.updateBanner(tx, id, { sort: index + 1 }));
    }
    return {
      result: ordered.map(toBanner),
      action: 'banner.reorder',
      entity: 'banner',
      entityId: ids[0]!,
      before: current.map((banner) => ({ id: banner.id, sort: banner.sort })),
      after: ordered.map((banner) => ({ id: banner.id, sort: banner.sort })),
    };
  });
}

/** Deletes the banner and, once committed, its uploaded image (demo images are left alone). */
export async function deleteBanner(ctx: PromotionsContext, actorId: string, id: string): Promise<void> {
  const image = await audited(ctx, actorId, async (tx) => {
    const before = await lockKnownBanner(tx, id);
    await repository.deleteBanner(tx, before.id);
    return {
      result: before.image,
      action: 'banner.delete',
      entity: 'banner',
      entityId: before.id,
      before: bannerAudit(before),
      after: null,
    };
  });
  const match = /^uploads\/banners\/([0-9a-f]{32}\.(?:png|jpg|webp|gif))$/.exec(image);
  if (match) await ctx.files.remove(path.join(bannerUploadsDir(ctx.dataDir), match[1]!));
}
