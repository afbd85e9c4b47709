/** The admin's reading of every customer's orders: the list and one order. */
import { AppError } from '../../platform/errors';
import { isUuid } from '../catalogue/catalogue.service';
import {
  ADMIN_ORDER_MESSAGES as M,
  orderAnswer,
  toAdminOrder,
  type AdminOrdersContext,
} from './admin-orders.common';
import * as repository from './admin-orders.repository';
import type {
  AdminOrder,
  ExportOrdersQuery,
  ListOrdersQuery,
} from '@premium-shop/domain/admin-operations-schema';
import { pageOffset, paginationOf, type Pagination } from '@premium-shop/domain/pagination';

/** One order of any customer, by id or invoice, with its buyer and status_reason. */
export async function getOrder(ctx: AdminOrdersContext, idOrInvoice: string): Promise<AdminOrder> {
  const id = isUuid(idOrInvoice) ? idOrInvoice : await repository.findOrderIdByInvoice(ctx.db, idOrInvoice);
  if (!id) throw new AppError('NOT_FOUND', M.orderNotFound);
  return orderAnswer(ctx, id);
}

/** The list's filters as the repository reads them (the list and its CSV export share them). */
export function orderFilterOf(query: ExportOrdersQuery): repository.OrderFilter {
  return {
    status: query.status,
    search: query.search || undefined,
    isLatePayment: query.latePayment === 'true',
  };
}

export interface AdminOrderPage {
  data: AdminOrder[];
  pagination: Pagination;
}

/**
 * Every customer's orders, newest first; filtered by status, by late payment (paid after Canceled
 * or Expired) and by part of the invoice, buyer e-mail or product name. Like the customer's list, it carries no credentials: the order's own page shows them.
 */
export async function listOrders(ctx: AdminOrdersContext, query: ListOrdersQuery): Promise<AdminOrderPage> {
  const filter = orderFilterOf(query);
  const [views, total] = await Promise.all([
    repository.listOrderViews(ctx.db, {
      ...filter,
      limit: query.limit,
      offset: pageOffset(query.page, query.limit),
    }),
    repository.countOrders(ctx.db, filter),
  ]);
  return {
    data: views.map((view) => toAdminOrder(view, ctx, 'withheld')),
    pagination: paginationOf(query.page, query.limit, total),
  };
}
