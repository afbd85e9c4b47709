/**
 * The shop's own bank accounts (docs/decisions/049): the admin lists, adds, edits, switches off and
 * removes them, each change in the audit log; the checkout offers 'Transfer Bank' while one is
 * active, and each transfer order gets a unique code that ends its total.
 */
import { randomInt } from 'node:crypto';
import {
  MAX_UNIQUE_CODE,
  TRANSFER_MESSAGES,
  type BankAccount,
  type BankAccountBody,
  type PayeeAccount,
} from '@premium-shop/domain/bank-transfer';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../audit/audit.service';
import { isUuid } from '../catalogue/catalogue.service';
import * as repository from './bank-transfers.repository';
import type { BankAccountRecord } from './bank-transfers.repository';

function toBankAccount(row: BankAccountRecord): BankAccount {
  return {
    _id: row.id,
    bank: row.bank as BankAccount['bank'],
    accountNumber: row.accountNumber,
    holderName: row.holderName,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toPayee(row: BankAccountRecord): PayeeAccount {
  const { _id, bank, accountNumber, holderName } = toBankAccount(row);
  return { _id, bank, accountNumber, holderName };
}

/** Every account, active or not, in the order they were added. */
export async function listBankAccounts(db: Executor): Promise<BankAccount[]> {
  return (await repository.listBankAccounts(db)).map(toBankAccount);
}

/** The active accounts a customer may transfer to. */
export async function activePayees(db: Executor): Promise<PayeeAccount[]> {
  return (await repository.listBankAccounts(db, true)).map(toPayee);
}

export function hasActiveBankAccount(db: Executor): Promise<boolean> {
  return repository.hasActiveBankAccount(db);
}

function duplicate(): AppError {
  return new AppError('CONFLICT', TRANSFER_MESSAGES.bankAccountDuplicate, {
    accountNumber: TRANSFER_MESSAGES.bankAccountDuplicate,
  });
}

function isUniqueViolation(error: unknown): boolean {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string };
  return cause.code === '23505';
}

function audited(row: BankAccountRecord | undefined) {
  return row ? toBankAccount(row) : null;
}

export async function createBankAccount(
  db: Database,
  actorId: string,
  body: BankAccountBody,
): Promise<BankAccount> {
  return db.transaction(async (tx) => {
    const row = await repository.insertBankAccount(tx, body);
    if (!row) throw duplicate();
    await recordAudit(tx, {
      actorId,
      action: 'bank_account.create',
      entity: 'bank_account',
      entityId: row.id,
      after: audited(row),
    });
    return toBankAccount(row);
  });
}

async function lockKnown(tx: Executor, id: string): Promise<BankAccountRecord> {
  const row = isUuid(id) ? await repository.lockBankAccount(tx, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', TRANSFER_MESSAGES.bankAccountNotFound);
  return row;
}

export async function updateBankAccount(
  db: Database,
  actorId: string,
  id: string,
  body: Partial<BankAccountBody>,
): Promise<BankAccount> {
  try {
    return await db.transaction(async (tx) => {
      const before = await lockKnown(tx, id);
      const after = await repository.updateBankAccount(tx, id, body);
      await recordAudit(tx, {
        actorId,
        action: 'bank_account.update',
        entity: 'bank_account',
        entityId: id,
        before: audited(before),
        after: audited(after),
      });
      return toBankAccount(after!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** Removes an account; orders keep their amount and code, and the order page lists the active accounts. */
export async function deleteBankAccount(db: Database, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockKnown(tx, id);
    await repository.deleteBankAccount(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'bank_account.delete',
      entity: 'bank_account',
      entityId: id,
      before: audited(before),
    });
  });
}

/**
 * Gives a new transfer order of `baseTotal` its unique code, inside the order's transaction: 1 to
 * 999 Rupiah, at random among the codes that make a total no open transfer order asks, so no two
 * open transfers ask the same amount, whatever their prices. 409 when all are taken.
 */
export async function assignUniqueCode(tx: Executor, baseTotal: number): Promise<number> {
  await repository.lockUniqueCodes(tx);
  const taken = await repository.findTotalsInUse(tx);
  const free: number[] = [];
  for (let code = 1; code <= MAX_UNIQUE_CODE; code += 1) if (!taken.has(baseTotal + code)) free.push(code);
  if (free.length === 0) throw new AppError('CONFLICT', TRANSFER_MESSAGES.codesExhausted);
  return free[randomInt(free.length)]!;
}

/** Records the transfer of a new order with its code. */
export function recordTransfer(tx: Executor, orderId: string, uniqueCode: number): Promise<void> {
  return repository.insertTransfer(tx, orderId, uniqueCode);
}
