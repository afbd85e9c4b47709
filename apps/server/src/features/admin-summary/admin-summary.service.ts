/**
 * The console's first screen (issue 7, 'Ringkasan'): revenue per day, orders by status, free seats
 * per product, groups filling, complaints and reimbursements waiting; read in one statement.
 */
import { LOW_STOCK_THRESHOLD, type AdminSummary } from '@premium-shop/domain/admin-stock-schema';
import { DEFAULT_TIME_ZONE } from '@premium-shop/domain/constants';
import { ORDER_STATUSES, type OrderStatus } from '@premium-shop/domain/order-status';
import type { Executor } from '../../db/client';
import { placesWithoutProfile, type VaultContext } from '../lifecycle/seat-profiles';
import * as repository from './admin-summary.repository';

/** The revenue chart covers this many days, today (WIB) included. */
export const REVENUE_DAYS = 30;

/** What the summary needs: the database and the vault that opens Sharing Private accounts' profiles. */
export type SummaryContext = { db: Executor } & VaultContext;

/**
 * The summary as of `now`. A product's free seats are its active accounts' empty places, a Sharing
 * Private account's no more than its free profiles.
 */
export async function getSummary(ctx: SummaryContext, now: Date = new Date()): Promise<AdminSummary> {
  const { db } = ctx;
  const [row, withoutProfile] = await Promise.all([
    repository.readSummary(db, { now, days: REVENUE_DAYS, timeZone: DEFAULT_TIME_ZONE }),
    placesWithoutProfile(db, ctx, null),
  ]);
  const counts = new Map(row.by_status.map((entry) => [entry.status, Number(entry.count)]));
  const revenueByDay = row.revenue.map((day) => ({
    date: day.date,
    total: Number(day.total),
    orders: Number(day.orders),
  }));
  return {
    revenueByDay,
    revenueTotal: revenueByDay.reduce((sum, day) => sum + day.total, 0),
    ordersByStatus: ORDER_STATUSES.map((status: OrderStatus) => ({ status, count: counts.get(status) ?? 0 })),
    freeSeats: row.free_seats
      .map((product) => {
        const freeSeats = Number(product.free_seats) - (withoutProfile.get(product.product_id) ?? 0);
        return {
          productId: product.product_id,
          name: product.name,
          freeSeats,
          items: Number(product.items),
          isLowStock: freeSeats < LOW_STOCK_THRESHOLD,
        };
      })
      .sort((a, b) => a.freeSeats - b.freeSeats || a.name.localeCompare(b.name)),
    fillingGroups: row.filling.map((group) => ({
      _id: group.id,
      name: group.name,
      productName: group.product_name,
      willUser: group.seats_taken,
      slot: group.slot,
    })),
    complaintsOpen: Number(row.complaints_open),
    reimbursementsPending: Number(row.reimbursements_pending),
  };
}
