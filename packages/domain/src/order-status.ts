/**
 * Order, seat and reimbursement statuses and what the dashboard shows for each (SPEC §4).
 * Status texts from the API are matched loosely on purpose: any text starting with 'Paid' is
 * paid, and 'Process' or any text containing 'Proses' is being processed. An unpaid 'Transfer Bank'
 * order reads where its proof stands (docs/decisions/049): 'Menunggu Konfirmasi' while the admin
 * checks it, 'Bukti Ditolak' (with the reason under the badge) once refused.
 */
import { isHostPackage } from './catalogue';
import { DEFAULT_GRACE_DAYS, DEFAULT_TIME_ZONE, MS_PER_DAY } from './constants';
import { type DateInput, formatDateLong, formatDateTime, toValidDate } from './format';
import { labelled, sentences } from './sentence';
import { TRANSFER_STATE_LABELS } from './transfer-method';

export const ORDER_STATUSES = [
  'Pending',
  'Preorder',
  'Paid',
  'Process',
  'Tenggang',
  'Habis',
  'Expired',
  'Canceled',
  'Nonaktif',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Status of one customer's seat in a shared account. */
export const ACCOUNT_STATUSES = ['Aktif', 'Tenggang', 'Habis', 'Nonaktif'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const REIMBURSEMENT_STATUSES = ['Pending', 'Done'] as const;
export type ReimbursementStatus = (typeof REIMBURSEMENT_STATUSES)[number];

/** Colour tokens of status badges; the web maps each to its classes. */
export type BadgeColour = 'green' | 'yellow' | 'orange' | 'red' | 'pink' | 'grey';

/** The fields of an order (SPEC §3 'Order/payment') the status rules read. */
export interface OrderStatusView {
  status: string;
  paid_at?: DateInput | null;
  expired_time?: DateInput | null;
  next_billing_at?: DateInput | null;
  duration?: number | null;
  /** Package name; a package named Host changes the credentials panel. */
  package?: string | null;
  /** The seat delivered or renewed; only its presence matters here. */
  account?: unknown;
  product?: { slot?: number | null } | null;
  productItem?: { willUser?: number | null } | null;
  /** A 'Transfer Bank' order's transfer: where its proof stands; null or absent for other methods. */
  transfer?: { state: string; rejectReason?: string | null } | null;
}

export const ORDER_STATUS_TEXTS = {
  active: 'Aktif',
  awaitingPayment: 'Menunggu Pembayaran',
  processing: 'Sedang Proses',
  payBefore: 'Membayar Paling Lambat',
  processingInfo: 'Akun anda sedang diproses, admin akan menghubungimu begitu akun siap.',
  preorderInfo: 'Akun akan diproses setelah grup terisi penuh!',
  activeUntil: 'Aktif Hingga',
  lifetime: 'Lifetime',
  hostAccountToActivate: 'Akun yang Perlu Diaktivasi',
  hostAccount: 'Akun Anda',
  accessLink: 'Link Undangan / Akses',
  awaitingConfirmation: TRANSFER_STATE_LABELS.submitted,
  proofRejected: TRANSFER_STATE_LABELS.rejected,
  proofInReview: 'Bukti transfer sedang diperiksa admin.',
  proofRejectedInfo: 'Bukti transfer ditolak',
  uploadAgainBefore: 'Unggah ulang paling lambat',
} as const;

function normalised(status: string): string {
  return status.trim().toLowerCase();
}

function hasAccount(order: Pick<OrderStatusView, 'account'>): boolean {
  return order.account !== null && order.account !== undefined && order.account !== '';
}

function isUnpaid(order: Pick<OrderStatusView, 'paid_at'>): boolean {
  return toValidDate(order.paid_at) === null;
}

/** The status an order's status text stands for, or null for a text the shop does not know. */
export function orderStatusOf(status: string): OrderStatus | null {
  const text = normalised(status);
  if (text.startsWith('paid')) return 'Paid';
  if (text.startsWith('process') || text.includes('proses')) return 'Process';
  return ORDER_STATUSES.find((known) => known.toLowerCase() === text) ?? null;
}

type TransferStatusView = Pick<OrderStatusView, 'status' | 'paid_at' | 'transfer'>;

/**
 * Where the proof of an unpaid Pending/Preorder 'Transfer Bank' order stands when it changes what
 * the order reads: 'submitted' (the admin checks it) or 'rejected' (the customer may send another
 * until the deadline); null for every other order, and for a transfer with no proof yet.
 */
export function openTransferState(order: TransferStatusView): 'submitted' | 'rejected' | null {
  const status = orderStatusOf(order.status);
  if ((status !== 'Pending' && status !== 'Preorder') || !isUnpaid(order)) return null;
  const state = order.transfer?.state;
  return state === 'submitted' || state === 'rejected' ? state : null;
}

/**
 * Badge text of an order: 'Aktif' when paid, for an unpaid Pending/Preorder 'Menunggu Konfirmasi'
 * while its transfer proof waits for the admin, 'Bukti Ditolak' once the admin refused it, else
 * 'Menunggu Pembayaran'; 'Sedang Proses' when processing, else the status.
 */
export function statusLabel(order: TransferStatusView): string {
  const status = orderStatusOf(order.status);
  if (status === 'Paid') return ORDER_STATUS_TEXTS.active;
  const transferState = openTransferState(order);
  if (transferState === 'submitted') return ORDER_STATUS_TEXTS.awaitingConfirmation;
  if (transferState === 'rejected') return ORDER_STATUS_TEXTS.proofRejected;
  if ((status === 'Pending' || status === 'Preorder') && isUnpaid(order))
    return ORDER_STATUS_TEXTS.awaitingPayment;
  if (status === 'Process') return ORDER_STATUS_TEXTS.processing;
  return order.status;
}

const ORDER_BADGE_COLOURS: Partial<Record<OrderStatus, BadgeColour>> = {
  Paid: 'green',
  Preorder: 'yellow',
  Pending: 'orange',
  Tenggang: 'red',
  Canceled: 'pink',
  Process: 'yellow',
};

/** Badge colour of an order status; grey for every status without its own colour. */
export function badgeColour(status: string): BadgeColour {
  const known = orderStatusOf(status);
  return (known && ORDER_BADGE_COLOURS[known]) ?? 'grey';
}

/**
 * Badge colour of an order, matching statusLabel: its status's colour, but yellow while a transfer
 * proof waits for the admin (the shop's turn, like Process) and red once the admin refused it.
 */
export function orderBadgeColour(order: TransferStatusView): BadgeColour {
  const transferState = openTransferState(order);
  if (transferState === 'submitted') return 'yellow';
  if (transferState === 'rejected') return 'red';
  return badgeColour(order.status);
}

export type StatusInfoKind =
  | 'payBefore'
  | 'processing'
  | 'preorder'
  | 'activeUntil'
  | 'lifetime'
  | 'transferReview'
  | 'transferRejected';

/** The line under an order's badge: a text and, for some kinds, a value shown beside it. */
export interface StatusInfoLine {
  kind: StatusInfoKind;
  text: string;
  /** The deadline, expiry date, or group fill as 'willUser / slot'. */
  value?: string;
}

/** The status info line of an order card, or null when the status shows none (SPEC §4 'Status info line'). */
export function statusInfoLine(
  order: OrderStatusView,
  timeZone: string = DEFAULT_TIME_ZONE,
): StatusInfoLine | null {
  const text = normalised(order.status);
  // The spec hides the line for the bare 'Process' status but words one for 'Sedang Proses'.
  if (text.startsWith('process')) return null;
  if (text.includes('proses')) return { kind: 'processing', text: ORDER_STATUS_TEXTS.processingInfo };

  const transferState = openTransferState(order);
  if (transferState === 'submitted')
    return { kind: 'transferReview', text: ORDER_STATUS_TEXTS.proofInReview };
  if (transferState === 'rejected') {
    const refused = sentences(
      labelled(ORDER_STATUS_TEXTS.proofRejectedInfo, order.transfer?.rejectReason) ??
        ORDER_STATUS_TEXTS.proofRejectedInfo,
    );
    const line: StatusInfoLine = { kind: 'transferRejected', text: refused };
    if (toValidDate(order.expired_time)) {
      line.text = `${refused} ${ORDER_STATUS_TEXTS.uploadAgainBefore}`;
      line.value = formatDateTime(order.expired_time, timeZone);
    }
    return line;
  }

  switch (orderStatusOf(order.status)) {
    case 'Pending': {
      if (!toValidDate(order.expired_time)) return null;
      return {
        kind: 'payBefore',
        text: ORDER_STATUS_TEXTS.payBefore,
        value: formatDateTime(order.expired_time, timeZone),
      };
    }
    case 'Preorder': {
      const slot = order.product?.slot;
      const line: StatusInfoLine = { kind: 'preorder', text: ORDER_STATUS_TEXTS.preorderInfo };
      if (slot != null) line.value = `${order.productItem?.willUser ?? 0} / ${slot}`;
      return line;
    }
    case 'Paid': {
      if (!hasAccount(order)) return null;
      const isLimited = (order.duration ?? 0) > 0 && toValidDate(order.next_billing_at) !== null;
      return isLimited
        ? {
            kind: 'activeUntil',
            text: ORDER_STATUS_TEXTS.activeUntil,
            value: formatDateLong(order.next_billing_at, timeZone),
          }
        : { kind: 'lifetime', text: ORDER_STATUS_TEXTS.lifetime };
    }
    default:
      return null;
  }
}

export type OrderButton = 'detail' | 'pin' | 'unpin' | 'cancel' | 'pay' | 'renew';

export const ORDER_BUTTON_LABELS: Record<OrderButton, string> = {
  detail: 'Detail Pesanan',
  pin: 'Pin Produk',
  unpin: 'Unpin',
  cancel: 'Batalkan',
  pay: 'Ke Halaman Pembayaran',
  renew: 'Perpanjang',
};

/** Buttons of an order card, in display order (SPEC §4 'Buttons per order'). */
export function orderButtons(order: OrderStatusView, isPinned: boolean): OrderButton[] {
  const buttons: OrderButton[] = ['detail'];
  switch (orderStatusOf(order.status)) {
    case 'Paid':
      buttons.push(isPinned ? 'unpin' : 'pin');
      break;
    case 'Pending':
    case 'Preorder':
      if (isUnpaid(order)) buttons.push('cancel', 'pay');
      break;
    case 'Tenggang':
    case 'Habis':
    case 'Expired':
      if (hasAccount(order)) buttons.push('renew');
      break;
    default:
      break;
  }
  return buttons;
}

export const ORDER_TABS = [
  { label: 'Semua', value: 'Semua' },
  { label: 'Aktif', value: 'Paid' },
  { label: 'Preorder', value: 'Preorder' },
  { label: 'Pending', value: 'Pending' },
  { label: 'Proses', value: 'Process' },
  { label: 'Kadaluarsa', value: 'Tenggang' },
  { label: 'Dibatalkan', value: 'Canceled' },
] as const;
export type OrderTabValue = (typeof ORDER_TABS)[number]['value'];

/** The tab value meaning "no filter". */
export const ALL_TAB = 'Semua';

/** Whether an order belongs to a tab: its lower-cased status starts with the lower-cased tab value; 'Semua' keeps all. */
export function matchesOrderTab(status: string, tabValue: string): boolean {
  if (tabValue === ALL_TAB) return true;
  return status.toLowerCase().startsWith(tabValue.toLowerCase());
}

/** The tab a `to` query value selects (case-insensitive), 'Semua' when it names none. */
export function orderTabFromQuery(value: string | null | undefined): OrderTabValue {
  const wanted = value?.trim().toLowerCase();
  return ORDER_TABS.find((tab) => tab.value.toLowerCase() === wanted)?.value ?? ALL_TAB;
}

/** Whether the order detail shows the credentials panel: an account exists and the order is paid, pending, in grace or processing. */
export function showsCredentials(order: OrderStatusView): boolean {
  if (!hasAccount(order)) return false;
  const text = normalised(order.status);
  const isShownStatus = ['paid', 'pending', 'tenggang'].some((prefix) => text.startsWith(prefix));
  return isShownStatus || orderStatusOf(order.status) === 'Process';
}

/** Heading of the credentials panel: for a Host package 'Akun yang Perlu Diaktivasi' while Pending, else 'Akun Anda'; otherwise 'Link Undangan / Akses'. */
export function credentialsHeading(order: OrderStatusView): string {
  if (!isHostPackage(order.package)) return ORDER_STATUS_TEXTS.accessLink;
  return orderStatusOf(order.status) === 'Pending'
    ? ORDER_STATUS_TEXTS.hostAccountToActivate
    : ORDER_STATUS_TEXTS.hostAccount;
}

/** Whether the order detail offers a Host its 'Hubungi Admin' and 'Proses Akun' buttons. */
export function showsHostActions(order: OrderStatusView): boolean {
  return isHostPackage(order.package) && orderStatusOf(order.status) === 'Process' && hasAccount(order);
}

/** Whether an order or seat status gets the warning (reddish) tint: Tenggang or Habis. */
export function isWarningStatus(status: string): boolean {
  const text = normalised(status);
  return text === 'tenggang' || text === 'habis';
}

/** Whether a seat belongs in the grace-period panel. */
export function isInGracePeriod(status: string): boolean {
  return normalised(status) === 'tenggang';
}

const ACCOUNT_BADGE_COLOURS: Record<AccountStatus, BadgeColour> = {
  Aktif: 'green',
  Tenggang: 'red',
  Habis: 'grey',
  Nonaktif: 'grey',
};

/** Badge colour of a seat status, matching the order colours (active green, grace red, others grey). */
export function accountBadgeColour(status: string): BadgeColour {
  const known = ACCOUNT_STATUSES.find((candidate) => candidate.toLowerCase() === normalised(status));
  return known ? ACCOUNT_BADGE_COLOURS[known] : 'grey';
}

/** Time-driven status of a seat: Aktif until expire_at (always, for lifetime), Tenggang for the grace days, then Habis. */
export function accountStatusAt(
  expireAt: DateInput | null | undefined,
  now: DateInput,
  graceDays: number = DEFAULT_GRACE_DAYS,
): Exclude<AccountStatus, 'Nonaktif'> {
  const expiry = toValidDate(expireAt);
  const current = toValidDate(now);
  if (!expiry || !current) return 'Aktif';
  if (current < expiry) return 'Aktif';
  return current.getTime() < expiry.getTime() + graceDays * MS_PER_DAY ? 'Tenggang' : 'Habis';
}

/** Whole days (rounded up) left before a seat in grace ends; 0 once it has ended. */
export function graceDaysLeft(
  expireAt: DateInput,
  now: DateInput,
  graceDays: number = DEFAULT_GRACE_DAYS,
): number {
  const expiry = toValidDate(expireAt);
  const current = toValidDate(now);
  if (!expiry || !current) return 0;
  const msLeft = expiry.getTime() + graceDays * MS_PER_DAY - current.getTime();
  return Math.max(0, Math.ceil(msLeft / MS_PER_DAY));
}

/** Text of a grace-period entry, e.g. '2 Hari lagi'. */
export function graceDaysLeftText(remainingDays: number): string {
  return `${remainingDays} Hari lagi`;
}

/** Badge colour of a reimbursement: Done green, Pending yellow, other grey. */
export function reimbursementBadgeColour(status: string): BadgeColour {
  if (status === 'Done') return 'green';
  if (status === 'Pending') return 'yellow';
  return 'grey';
}

/** Whether a reimbursement belongs to a tab: 'Semua' keeps all, otherwise the status must equal the tab. */
export function matchesReimbursementTab(status: string, tab: string): boolean {
  return tab === ALL_TAB || status === tab;
}
