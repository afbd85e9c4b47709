import { orderTransfers } from './schema/bank-transfers';
import { packages, products, vouchers } from './schema/catalogue';
import { accounts, productItems } from './schema/stock';

/**
 * What an order's answer (toOrder, orders/order-reading.service.ts) shows beside the order itself: its product, package
 * name, voucher code, group (product item), seat and transfer. The customer's and the admin's order
 * views both select these, so both serialise through the one toOrder; each joins the order to its
 * product, and (left) to its package, voucher, seat and group — the order's own group (a Host
 * order's) or its seat's — and its transfer (a 'Transfer Bank' order's, docs/decisions/049).
 */
export const orderViewParts = {
  product: {
    id: products.id,
    name: products.name,
    icon: products.icon,
    type: products.type,
    slot: products.slot,
    modalFee: products.modalFee,
  },
  packageName: packages.name,
  voucherCode: vouchers.code,
  item: {
    id: productItems.id,
    slot: productItems.slot,
    seatsTaken: productItems.seatsTaken,
    email: productItems.email,
    domain: productItems.domain,
    secret: productItems.secret,
    hostUserId: productItems.hostUserId,
  },
  seat: {
    id: accounts.id,
    status: accounts.status,
    profile: accounts.profile,
    pinSecret: accounts.pinSecret,
    expireAt: accounts.expireAt,
  },
  transfer: {
    state: orderTransfers.state,
    uniqueCode: orderTransfers.uniqueCode,
    proof: orderTransfers.proof,
    proofUploadedAt: orderTransfers.proofUploadedAt,
    rejectReason: orderTransfers.rejectReason,
  },
};
