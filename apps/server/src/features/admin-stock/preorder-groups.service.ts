/** The admin's preorder groups: the ones filling up, and full ones waiting for activation. */
import type { PreorderGroup } from '@premium-shop/domain/admin-stock-schema';
import type { AdminStockContext } from './admin-stock.common';
import * as repository from './admin-stock.repository';

/** GET /api/admin/preorder-groups: groups filling up, and full ones waiting for activation. */
export async function listPreorderGroups(ctx: AdminStockContext): Promise<PreorderGroup[]> {
  const groups = await repository.listPreorderGroups(ctx.db);
  return groups.map((group) => ({
    _id: group.id,
    name: group.name,
    product: { _id: group.product_id, name: group.product_name, type: group.product_type },
    package: group.package_id ? { _id: group.package_id, name: group.package_name ?? '' } : null,
    state: group.state,
    willUser: group.seats_taken,
    slot: group.slot,
    createdAt: group.created_at.toISOString(),
    orders: group.orders.map((order) => ({
      _id: order.id,
      invoice: order.invoice,
      status: order.status as PreorderGroup['orders'][number]['status'],
      buyer: { name: order.buyer_name, email: order.buyer_email },
      paidAt: order.paid_at ? new Date(order.paid_at).toISOString() : null,
    })),
  }));
}
