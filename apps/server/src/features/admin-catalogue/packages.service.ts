/** The admin's packages (Paket): the plans a product is sold in, one variant of the product each. */
import type { AdminPackage, PackageInput } from '@premium-shop/domain/admin-catalogue-schema';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import { isUuid } from '../catalogue/catalogue.service';
import { ADMIN_CATALOGUE_MESSAGES as M, write } from './admin-catalogue.common';
import * as repository from './admin-catalogue.repository';
import type { PackageRow } from './admin-catalogue.repository';

function toPackage(row: PackageRow, variantCount: number): AdminPackage {
  return { _id: row.id, name: row.name, description: row.description, variantCount };
}

export async function listPackages(db: Database): Promise<AdminPackage[]> {
  const rows = await repository.listPackages(db);
  return rows.map((row) => toPackage(row.pkg, row.variantCount));
}

async function lockKnownPackage(tx: Transaction, id: string): Promise<PackageRow> {
  const row = isUuid(id) ? await repository.lockPackage(tx, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', M.packageNotFound);
  return row;
}

async function ensurePackageNameFree(tx: Transaction, name: string, ownId?: string): Promise<void> {
  const holder = await repository.findPackageByName(tx, name);
  if (holder && holder.id !== ownId)
    throw new AppError('CONFLICT', M.packageNameTaken, { name: M.packageNameTaken });
}

export function createPackage(db: Database, actorId: string, input: PackageInput): Promise<AdminPackage> {
  return write(
    db,
    async (tx) => {
      await ensurePackageNameFree(tx, input.name);
      const row = await repository.insertPackage(tx, input);
      const after = toPackage(row, 0);
      await recordAudit(tx, {
        actorId,
        action: 'package.create',
        entity: 'package',
        entityId: row.id,
        after,
      });
      return after;
    },
    { unique: M.packageNameTaken },
  );
}

export function updatePackage(
  db: Database,
  actorId: string,
  id: string,
  input: PackageInput,
): Promise<AdminPackage> {
  return write(
    db,
    async (tx) => {
      const current = await lockKnownPackage(tx, id);
      await ensurePackageNameFree(tx, input.name, current.id);
      const use = await repository.countPackageUse(tx, current.id);
      const row = await repository.updatePackage(tx, current.id, input);
      const before = toPackage(current, use.variants);
      const after = toPackage(row, use.variants);
      await recordAudit(tx, {
        actorId,
        action: 'package.update',
        entity: 'package',
        entityId: row.id,
        before,
        after,
      });
      return after;
    },
    { unique: M.packageNameTaken },
  );
}

export function deletePackage(db: Database, actorId: string, id: string): Promise<void> {
  return write(
    db,
    async (tx) => {
      const current = await lockKnownPackage(tx, id);
      const use = await repository.countPackageUse(tx, current.id);
      if (use.variants > 0) throw new AppError('CONFLICT', M.packageInUse(use.variants));
      if (use.orders > 0) throw new AppError('CONFLICT', M.packageHasOrders);
      await repository.deletePackage(tx, current.id);
      await recordAudit(tx, {
        actorId,
        action: 'package.delete',
        entity: 'package',
        entityId: current.id,
        before: toPackage(current, 0),
      });
    },
    { unique: M.packageNameTaken, foreignKey: M.packageHasOrders },
  );
}
