/**
 * The console's first screen (issue 7, 'Ringkasan'): revenue per day, orders by status, free seats
 * per product, groups filling, complaints and reimbursements waiting; read in one statement.
 */
import { LOW_STOCK_THRESHOLD, type AdminSummary } from '@premium-shop/domain/admin-stock-schema';
import { DEFAULT_TIME_ZONE } from '@premium-shop/domain/constants';
import { ORDER_STATUSES, type OrderStatus } from '@premium-shop/domain/order-status';
import type { Executor } from '../../db/client';
import * as repository from './admin-summary.repository';

/** The revenue chart covers this many days, today (WIB) included. */
export const REVENUE_DAYS = 30;

export async function getSummary(db: Executor, now: Date = new Date()): Promise<AdminSummary> {
  const row = await repository.readSummary(db, { now, days: REVENUE_DAYS, timeZone: DEFAULT_TIME_ZONE });
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
    freeSeats: row.free_seats.map((product) => ({
      productId: product.product_id,
      name: product.name,
      freeSeats: Number(product.free_seats),
      items: Number(product.items),
      isLowStock: Number(product.free_seats) < LOW_STOCK_THRESHOLD,
    })),
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
