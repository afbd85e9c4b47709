/**
 * The owner's ledger (issue 31, docs/decisions/052): what the shop earned and spent in a calendar
 * month of WIB (Asia/Jakarta), per product and per provider account. Every amount is whole Rupiah,
 * summed by PostgreSQL; the server validates and serialises with these, the console reads them.
 */
import { z } from 'zod';
import { PRODUCT_ITEM_STATES } from './admin-stock-schema';

/** A ledger month: 'YYYY-MM', the calendar month in WIB. */
export const LEDGER_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The chart covers this many months, the chosen one last. */
export const LEDGER_HISTORY_MONTHS = 12;

export const LEDGER_MESSAGES = {
  badMonth: 'Bulan tidak valid. Gunakan format YYYY-MM, misalnya 2026-11.',
} as const;

/** Whether `text` is a month the ledger reads: 'YYYY-MM' from 2000-01 to 2999-12. */
export function isLedgerMonth(text: string): boolean {
  const match = LEDGER_MONTH_PATTERN.exec(text);
  return match !== null && Number(match[1]) >= 2000 && Number(match[1]) <= 2999;
}

/** The month (WIB) of `now` as 'YYYY-MM'. */
export function ledgerMonthOf(now: Date, timeZone = 'Asia/Jakarta'): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}`;
}

/** The month `count` months after `month` (negative: before), as 'YYYY-MM'. */
export function shiftLedgerMonth(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const index = year! * 12 + (monthNumber! - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'November 2026' of '2026-11'. */
export function ledgerMonthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, monthNumber! - 1, 1)).toLocaleDateString('id-ID', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** ?month=YYYY-MM; without it, the current month in WIB. */
export const ledgerQuerySchema = z.object({
  month: z
    .string({ error: LEDGER_MESSAGES.badMonth })
    .refine(isLedgerMonth, { error: LEDGER_MESSAGES.badMonth })
    .optional(),
});
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

const rupiah = z.number().int();

/**
 * One month's (or one product's) figures. An order counts in the month it was paid (`paid_at`),
 * whatever became of it later; its refund counts in the month the refund was recorded.
 */
export const ledgerFiguresSchema = z.object({
  /** Paid orders. */
  orders: z.number().int(),
  /** What the customers paid for the goods: price + admin fee + tax − promo − voucher. */
  goods: rupiah,
  /** What they paid on top of the goods: the payment fee charged (or a bank transfer's unique code). */
  feesPassedOn: rupiah,
  /** Everything the customers paid: goods + feesPassedOn (the orders' `total`). */
  revenue: rupiah,
  /** What the gateway took: its reported `fee_merchant`, else the fee the shop charged. */
  gatewayFees: rupiah,
  /** Paid orders whose gateway fee was not reported (their charged fee stands in). */
  unreportedFees: z.number().int(),
  /** Orders refunded in the month: their totals given back. */
  refunds: rupiah,
  refundCount: z.number().int(),
  /** Host reimbursements completed (paid) in the month. */
  reimbursements: rupiah,
  /** What the shop paid providers in the month (provider_costs.paid_at). */
  providerCosts: rupiah,
  /** revenue − gatewayFees − refunds − reimbursements − providerCosts. */
  margin: rupiah,
});
export type LedgerFigures = z.infer<typeof ledgerFiguresSchema>;

/** A month, product or account with nothing in it. */
export const NO_LEDGER_FIGURES: Readonly<LedgerFigures> = {
  orders: 0,
  goods: 0,
  feesPassedOn: 0,
  revenue: 0,
  gatewayFees: 0,
  unreportedFees: 0,
  refunds: 0,
  refundCount: 0,
  reimbursements: 0,
  providerCosts: 0,
  margin: 0,
};

export const ledgerProductSchema = ledgerFiguresSchema.extend({ productId: z.string(), name: z.string() });
export type LedgerProduct = z.infer<typeof ledgerProductSchema>;

/** One month of the chart: what came in, what went out (fees, refunds, reimbursements, providers), what is left. */
export const ledgerHistoryMonthSchema = z.object({
  month: z.string(),
  revenue: rupiah,
  costs: rupiah,
  margin: rupiah,
});
export type LedgerHistoryMonth = z.infer<typeof ledgerHistoryMonthSchema>;

export const ledgerSchema = z.object({
  month: z.string(),
  timeZone: z.string(),
  totals: ledgerFiguresSchema,
  /** Products with anything in the month, highest revenue first; they add up to `totals`. */
  products: z.array(ledgerProductSchema),
  /** LEDGER_HISTORY_MONTHS months, oldest first, ending with `month`; every month present. */
  history: z.array(ledgerHistoryMonthSchema),
});
export type Ledger = z.infer<typeof ledgerSchema>;

/**
 * A provider account in a month: the places sold on it (paid orders, new and renewals) against
 * what it costs. `monthlyCost` is its cost per cycle (the product's provider price when it has
 * none of its own) over the cycle's months; `margin` is revenue − monthlyCost.
 */
export const ledgerAccountSchema = z.object({
  productItemId: z.string(),
  name: z.string(),
  productId: z.string(),
  productName: z.string(),
  state: z.enum(PRODUCT_ITEM_STATES),
  slot: z.number().int(),
  seatsTaken: z.number().int(),
  /** Paid new orders on it in the month. */
  seatsSold: z.number().int(),
  /** Paid renewals of its seats in the month. */
  renewals: z.number().int(),
  revenue: rupiah,
  cycleCost: rupiah,
  cycleMonths: z.number().int(),
  monthlyCost: rupiah,
  /** What was paid its provider in the month. */
  costPaid: rupiah,
  margin: rupiah,
});
export type LedgerAccount = z.infer<typeof ledgerAccountSchema>;

export const ledgerAccountsSchema = z.object({
  month: z.string(),
  accounts: z.array(ledgerAccountSchema),
});
export type LedgerAccounts = z.infer<typeof ledgerAccountsSchema>;
