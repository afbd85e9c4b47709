/**
 * The shop's own bank account for 'Transfer Bank' (docs/decisions/049): one BCA account with an
 * obviously made-up number, so the demo's checkout offers the method and a transfer order's page
 * shows where to pay. The admin edits or removes it under 'Transfer Bank' like any account.
 */
import type { Transaction } from '../client';
import { bankAccounts } from '../schema/bank-transfers';
import type { DemoClock } from './demo-clock';

export const DEMO_BANK_ACCOUNT = {
  bank: 'BCA',
  accountNumber: '1234567890',
  holderName: 'Premium Shop',
} as const;

export async function insertBankAccounts(tx: Transaction, clock: DemoClock): Promise<void> {
  await tx
    .insert(bankAccounts)
    .values({ ...DEMO_BANK_ACCOUNT, isActive: true, createdAt: clock.ago(30), updatedAt: clock.ago(30) });
}
