import { confirmationTypeFor, draftPrices, type ConfirmationType } from '@premium-shop/domain/checkout';
import { durationLabel } from '@premium-shop/domain/duration';
import type { Product } from '@premium-shop/domain/product-schema';
import { useSyncExternalStore } from 'react';

/**
 * The order being placed, or the renewal being prepared (SPEC §3 'Current order / renewal draft'): kept in
 * localStorage so a reload or the login detour does not lose it; there is one draft or none.
 */
export interface OrderDraft {
  productId: string;
  productName: string;
  method: string;
  /** Package name. */
  package: string;
  packageId: string;
  /** The chosen item: `value` in days (0 lifetime), `label` as the picker showed it. */
  duration: { value: number; label: string };
  /** Price of the chosen item, whole Rupiah. */
  price: number;
  /** ISO time the customer chose the item. */
  orderDate: string;
  /** The monthly admin fee times the number of months. */
  adminFee: number;
  /** Members per group: the product's slot. */
  groupMembers: number;
  tax: number;
  /** What the host pays the provider: the product's modalFee, or 0. */
  providerPrice: number;
  /** price + adminFee; the checkout recomputes it when a voucher is applied. */
  totalPrice: number;
  icon: string;
  /** Collected by the order-info modal for the types that need it. */
  email: string;
  domain: string;
  credInfo: string;
  /** The applied voucher's id, once the checkout has one. */
  voucher: string | null;
  /** The product type, so the checkout knows what the info modal collected. */
  type: string;
  /** Renewal only: the id of the customer's seat (account) this order extends. */
  account?: string;
}

export const ORDER_DRAFT_STORAGE_KEY = 'currentOrder';

const listeners = new Set<() => void>();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored draft this build cannot read (older format, hand edit) counts as none. */
function parseDraft(raw: string | null): OrderDraft | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      !isRecord(value) ||
      typeof value.productId !== 'string' ||
      typeof value.totalPrice !== 'number' ||
      !isRecord(value.duration) ||
      typeof value.duration.value !== 'number'
    ) {
      return null;
    }
    return value as unknown as OrderDraft;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(ORDER_DRAFT_STORAGE_KEY);
  } catch {
    return memoryRaw;
  }
}

// Without storage (private mode, blocked) the draft still lives for this page.
let memoryRaw: string | null = null;
let cachedRaw: string | null = null;
let cachedDraft: OrderDraft | null = null;

export function getOrderDraft(): OrderDraft | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedDraft = parseDraft(raw);
  }
  return cachedDraft;
}

function writeRaw(raw: string | null): void {
  try {
    if (raw === null) localStorage.removeItem(ORDER_DRAFT_STORAGE_KEY);
    else localStorage.setItem(ORDER_DRAFT_STORAGE_KEY, raw);
  } catch {
    memoryRaw = raw;
  }
  for (const listener of listeners) listener();
}

/** Replaces the draft: there is only ever one. */
export function saveOrderDraft(draft: OrderDraft): void {
  writeRaw(JSON.stringify(draft));
}

export function clearOrderDraft(): void {
  writeRaw(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ORDER_DRAFT_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useOrderDraft(): OrderDraft | null {
  return useSyncExternalStore(subscribe, getOrderDraft, () => null);
}

/** The product fields a draft copies. */
export type DraftProduct = Pick<
  Product,
  '_id' | 'name' | 'method' | 'type' | 'adminFee' | 'modalFee' | 'slot' | 'icon'
>;

export interface DraftChoice {
  package: { _id: string; name: string };
  item: { duration: number; price: number };
  info?: { email?: string; domain?: string; credInfo?: string };
}

/** The draft of a customer's choice, priced with the domain rules; throws RangeError on an invalid admin fee. */
export function buildOrderDraft(
  product: DraftProduct,
  choice: DraftChoice,
  now: Date = new Date(),
): OrderDraft {
  const prices = draftPrices(choice.item.price, product.adminFee, choice.item.duration);
  return {
    productId: product._id,
    productName: product.name,
    method: product.method,
    package: choice.package.name,
    packageId: choice.package._id,
    duration: { value: choice.item.duration, label: durationLabel(choice.item.duration) },
    price: prices.price,
    orderDate: now.toISOString(),
    adminFee: prices.adminFee,
    groupMembers: product.slot,
    tax: 0,
    providerPrice: product.modalFee || 0,
    totalPrice: prices.totalPrice,
    icon: product.icon,
    email: choice.info?.email ?? '',
    domain: choice.info?.domain ?? '',
    credInfo: choice.info?.credInfo ?? '',
    voucher: null,
    type: product.type,
  };
}

/** Which confirmation screen a draft opens: preorder, host or payment. */
export function draftConfirmationType(draft: Pick<OrderDraft, 'method' | 'package'>): ConfirmationType {
  return confirmationTypeFor(draft.method, draft.package);
}
