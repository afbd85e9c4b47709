/** The admin's product categories, with their image, background and icon. */
import type { AdminCategory, CategoryInput } from '@premium-shop/domain/admin-catalogue-schema';
import { normalizeImagePath } from '@premium-shop/domain/catalogue';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import { isUuid } from '../catalogue/catalogue.service';
import { ADMIN_CATALOGUE_MESSAGES as M, write } from './admin-catalogue.common';
import * as repository from './admin-catalogue.repository';
import type { CategoryRow } from './admin-catalogue.repository';

function toCategory(row: CategoryRow, productCount: number): AdminCategory {
  return {
    _id: row.id,
    name: row.name,
    image: normalizeImagePath(row.image),
    bg: row.bg,
    icon: normalizeImagePath(row.icon),
    productCount,
  };
}

export async function listCategories(db: Database): Promise<AdminCategory[]> {
  const rows = await repository.listCategories(db);
  return rows.map((row) => toCategory(row.category, row.productCount));
}

async function lockKnownCategory(tx: Transaction, id: string): Promise<CategoryRow> {
  const row = isUuid(id) ? await repository.lockCategory(tx, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', M.categoryNotFound);
  return row;
}

async function ensureCategoryNameFree(tx: Transaction, name: string, ownId?: string): Promise<void> {
  const holder = await repository.findCategoryByName(tx, name);
  if (holder && holder.id !== ownId)
    throw new AppError('CONFLICT', M.categoryNameTaken, { name: M.categoryNameTaken });
}

export function createCategory(db: Database, actorId: string, input: CategoryInput): Promise<AdminCategory> {
  return write(
    db,
    async (tx) => {
      await ensureCategoryNameFree(tx, input.name);
      const row = await repository.insertCategory(tx, input);
      const after = toCategory(row, 0);
      await recordAudit(tx, {
        actorId,
        action: 'category.create',
        entity: 'category',
        entityId: row.id,
        after,
      });
      return after;
    },
    { unique: M.categoryNameTaken },
  );
}

export function updateCategory(
  db: Database,
  actorId: string,
  id: string,
  input: CategoryInput,
): Promise<AdminCategory> {
  return write(
    db,
    async (tx) => {
      const current = await lockKnownCategory(tx, id);
      await ensureCategoryNameFree(tx, input.name, current.id);
      const productCount = await repository.countProductsInCategory(tx, current.id);
      const row = await repository.updateCategory(tx, current.id, input);
      const before = toCategory(current, productCount);
      const after = toCategory(row, productCount);
      await recordAudit(tx, {
        actorId,
        action: 'category.update',
        entity: 'category',
        entityId: row.id,
        before,
        after,
      });
      return after;
    },
    { unique: M.categoryNameTaken },
  );
}

export function deleteCategory(db: Database, actorId: string, id: string): Promise<void> {
  return write(
    db,
    async (tx) => {
      const current = await lockKnownCategory(tx, id);
      const productCount = await repository.countProductsInCategory(tx, current.id);
      if (productCount > 0) throw new AppError('CONFLICT', M.categoryInUse(productCount));
      await repository.deleteCategory(tx, current.id);
      await recordAudit(tx, {
        actorId,
        action: 'category.delete',
        entity: 'category',
        entityId: current.id,
        before: toCategory(current, 0),
      });
    },
    { unique: M.categoryNameTaken, foreignKey: M.categoryInUse(1) },
  );
}
