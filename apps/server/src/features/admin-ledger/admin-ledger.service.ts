/**
 * The owner's ledger (issue 31, docs/decisions/052): a month's revenue, gateway fees, refunds, host
 * reimbursements, provider costs and margin per product, the last 12 months for the chart, and each
 * provider account's sales against its cost. PostgreSQL sums the integers; this only turns its
 * bigint strings into numbers (refusing any beyond Number's exact range) and fills empty months.
 */
import { DEFAULT_TIME_ZONE } from '@premium-shop/domain/constants';
import {
  LEDGER_HISTORY_MONTHS,
  ledgerMonthOf,
  shiftLedgerMonth,
  type Ledger,
  type LedgerAccounts,
  NO_LEDGER_FIGURES,
  type LedgerFigures,
} from '@premium-shop/domain/ledger';
import type { Executor } from '../../db/client';
import * as repository from './admin-ledger.repository';

export type LedgerContext = { db: Executor };

/** A sum PostgreSQL sent as bigint (a string) as a number; never a rounded one. */
export function exactRupiah(value: string | number): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`Ledger sum out of exact range: ${value}`);
  return number;
}

function figuresOf(row: repository.LedgerSumRow): LedgerFigures {
  return {
    orders: exactRupiah(row.orders),
    goods: exactRupiah(row.goods),
    feesPassedOn: exactRupiah(row.fees_passed_on),
    revenue: exactRupiah(row.revenue),
    gatewayFees: exactRupiah(row.gateway_fees),
    unreportedFees: exactRupiah(row.unreported_fees),
    refunds: exactRupiah(row.refunds),
    refundCount: exactRupiah(row.refund_count),
    reimbursements: exactRupiah(row.reimbursements),
    providerCosts: exactRupiah(row.provider_costs),
    margin: exactRupiah(row.margin),
  };
}

/** The month asked for, or the current one in WIB. */
export function monthOrCurrent(month: string | undefined, now: Date = new Date()): string {
  return month ?? ledgerMonthOf(now, DEFAULT_TIME_ZONE);
}

/** The ledger of `month` ('YYYY-MM', WIB) with the 12 months ending with it. */
export async function getLedger(ctx: LedgerContext, month: string): Promise<Ledger> {
  const rows = await repository.readLedgerSums(ctx.db, {
    month,
    months: LEDGER_HISTORY_MONTHS,
    timeZone: DEFAULT_TIME_ZONE,
  });
  const monthTotals = new Map(
    rows.filter((row) => row.product_id === null).map((row) => [row.month, figuresOf(row)]),
  );
  const history = Array.from({ length: LEDGER_HISTORY_MONTHS }, (_, index) => {
    const key = shiftLedgerMonth(month, index - (LEDGER_HISTORY_MONTHS - 1));
    const figures = monthTotals.get(key) ?? NO_LEDGER_FIGURES;
    return {
      month: key,
      revenue: figures.revenue,
      costs: figures.revenue - figures.margin,
      margin: figures.margin,
    };
  });
  return {
    month,
    timeZone: DEFAULT_TIME_ZONE,
    totals: monthTotals.get(month) ?? NO_LEDGER_FIGURES,
    products: rows
      .filter((row) => row.month === month && row.product_id !== null)
      .map((row) => ({ productId: row.product_id!, name: row.name ?? '', ...figuresOf(row) })),
    history,
  };
}

/** Each provider account's sales in `month` against its cost. */
export async function getLedgerAccounts(ctx: LedgerContext, month: string): Promise<LedgerAccounts> {
  const rows = await repository.readLedgerAccounts(ctx.db, { month, timeZone: DEFAULT_TIME_ZONE });
  return {
    month,
    accounts: rows.map((row) => ({
      productItemId: row.product_item_id,
      name: row.name,
      productId: row.product_id,
      productName: row.product_name,
      state: row.state,
      slot: row.slot,
      seatsTaken: row.seats_taken,
      seatsSold: exactRupiah(row.seats_sold),
      renewals: exactRupiah(row.renewals),
      revenue: exactRupiah(row.revenue),
      cycleCost: exactRupiah(row.cycle_cost),
      cycleMonths: row.cycle_months,
      monthlyCost: exactRupiah(row.monthly_cost),
      costPaid: exactRupiah(row.cost_paid),
      margin: exactRupiah(row.margin),
    })),
  };
}
