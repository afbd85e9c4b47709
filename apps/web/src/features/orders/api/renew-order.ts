import { durationLabel } from '@premium-shop/domain/duration';
import type { Order } from '@premium-shop/domain/order-schema';
import type { Product } from '@premium-shop/domain/product-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { productQueryOptions } from '../../../lib/catalogue/product';
import { buildOrderDraft, saveOrderDraft, type OrderDraft } from '../../../lib/order-draft';

/** SPEC §8 'Product load failure': the renewal needs the product's method before the checkout. */
export const PRODUCT_LOAD_FAILED = 'Gagal memuat data produk';

/** An order whose seat can be renewed: it has an account. */
export type RenewableOrder = Order & { account: NonNullable<Order['account']> };

/** The draft of the order's own numbers: what it was sold at, for the same seat. */
function draftFromOrder(order: RenewableOrder, method: string, now: Date): OrderDraft {
  return {
    productId: order.product._id,
    productName: order.product.name,
    method,
    package: order.package,
    packageId: order.packageId ?? '',
    duration: { value: order.duration, label: durationLabel(order.duration) },
    price: order.price,
    orderDate: now.toISOString(),
    adminFee: order.admin,
    groupMembers: order.product.slot,
    tax: order.tax,
    providerPrice: order.product.modalFee || 0,
    totalPrice: order.price + order.admin,
    icon: order.product.icon,
    email: order.email ?? '',
    domain: order.domain ?? '',
    credInfo: order.credInfo ?? '',
    voucher: null,
    type: order.product.type,
    account: order.account._id,
  };
}

/** The enabled item the order bought (same package and duration), as the product sells it today. */
function currentItem(order: RenewableOrder, product: Product) {
  if (!order.packageId) {
    return order.duration === 0 && product.price !== null ? { duration: 0, price: product.price } : null;
  }
  const variant = product.variant.find((candidate) => candidate.package._id === order.packageId);
  return variant?.items.find((item) => item.enabled && item.duration === order.duration) ?? null;
}

/**
 * The renewal draft of an order (SPEC §4 'Perpanjang'): the same package and duration for the same seat,
 * priced as the product sells it now (the server refuses stale prices), with what the customer entered
 * on the order. When the product no longer sells that item, the order's own numbers stand and the
 * checkout's answer decides. The method always comes from the product: the order does not carry it.
 */
export function renewalDraft(order: RenewableOrder, product: Product, now: Date = new Date()): OrderDraft {
  const fromOrder = draftFromOrder(order, product.method, now);
  const item = currentItem(order, product);
  if (!item) return fromOrder;
  try {
    const draft = buildOrderDraft(
      product,
      {
        package: { _id: fromOrder.packageId, name: order.package },
        item,
        info: { email: fromOrder.email, domain: fromOrder.domain, credInfo: fromOrder.credInfo },
      },
      now,
    );
    return { ...draft, account: order.account._id };
  } catch {
    // An admin fee the rules refuse: the order's numbers, and the server answers for them.
    return fromOrder;
  }
}

/** Reads the product, stores the renewal draft and hands the draft to `onReady` (the page navigates). */
export function useRenewOrder(onReady: (draft: OrderDraft) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (order: RenewableOrder) => {
      const product = await queryClient.fetchQuery(productQueryOptions(order.product._id));
      const draft = renewalDraft(order, product);
      saveOrderDraft(draft);
      return draft;
    },
    onSuccess: onReady,
    onError: (error) => {
      toast.error(errorMessage(error, PRODUCT_LOAD_FAILED));
    },
  });
}
