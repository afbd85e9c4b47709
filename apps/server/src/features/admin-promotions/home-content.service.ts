/** The home page's content blocks the admin edits (site_content), one document per key. */
import {
  type ContentDocuments,
  type ContentKey,
  contentSchemas,
  EMPTY_CONTENT,
} from '@premium-shop/domain/admin-promotions-schema';
import { ERROR_MESSAGES } from '@premium-shop/domain/errors';
import type { z } from 'zod';
import type { SiteContentKey } from '../../db/schema/content';
import { AppError } from '../../platform/errors';
import { audited, type PromotionsContext } from './admin-promotions.common';
import * as repository from './admin-promotions.repository';

/** A zod failure as the API's 400: the first message, and one message per field. */
function validationError(error: z.ZodError): AppError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return new AppError(
    'VALIDATION_FAILED',
    Object.values(errors)[0] ?? ERROR_MESSAGES.VALIDATION_FAILED,
    errors,
  );
}

/** The URL keys are kebab-case; the stored keys use underscores. */
function storageKey(key: ContentKey): SiteContentKey {
  if (key === 'flash-cards') return 'flash_cards';
  if (key === 'why-us') return 'why_us';
  return key;
}

/** The stored document as the editor shows it; a document never written (or unreadable) is empty. */
function readableContent<K extends ContentKey>(key: K, stored: unknown): ContentDocuments[K] {
  const parsed = contentSchemas[key].safeParse(stored);
  return (parsed.success ? parsed.data : EMPTY_CONTENT[key]) as ContentDocuments[K];
}

export async function getContent<K extends ContentKey>(
  ctx: PromotionsContext,
  key: K,
): Promise<ContentDocuments[K]> {
  return readableContent(key, await repository.findContent(ctx.db, storageKey(key)));
}

export function saveContent<K extends ContentKey>(
  ctx: PromotionsContext,
  actorId: string,
  key: K,
  body: unknown,
): Promise<ContentDocuments[K]> {
  const parsed = contentSchemas[key].safeParse(body);
  if (!parsed.success) return Promise.reject(validationError(parsed.error));
  const content = parsed.data as ContentDocuments[K];
  return audited(ctx, actorId, async (tx) => {
    const before = (await repository.findContent(tx, storageKey(key), true)) ?? null;
    await repository.upsertContent(tx, storageKey(key), content);
    return {
      result: content,
      action: 'site_content.update',
      entity: 'site_content',
      entityId: storageKey(key),
      before,
      after: content,
    };
  });
}
