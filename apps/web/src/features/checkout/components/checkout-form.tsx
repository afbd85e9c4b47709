import {
  CHECKOUT_MESSAGES,
  initialOrderStatus,
  paymentMethodError,
  type CheckoutMethodCode,
} from '@premium-shop/domain/checkout';
import { formatRupiah } from '@premium-shop/domain/format';
import type { CreatePaymentBody, Order, VoucherAnswer } from '@premium-shop/domain/order-schema';
import {
  findDiscount,
  isFreeVoucher,
  isPromoSoldOut,
  orderTotals,
  parseDiscount,
  type Adjustment,
} from '@premium-shop/domain/pricing';
import type { Product } from '@premium-shop/domain/product-schema';
import type { ProductDiscount } from '@premium-shop/domain/storefront-schema';
import { useRef, useState } from 'react';
import { toast } from '../../../ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useProduct } from '../../../lib/catalogue/product';
import { useProductDiscountsOf } from '../../../lib/catalogue/product-discounts-of';
import { buildOrderDraft, saveOrderDraft, type OrderDraft } from '../../../lib/order-draft';
import { buttonClassName } from '../../../ui/button-class';
import { SafeImage } from '../../../ui/safe-image';
import { Spinner } from '../../../ui/spinner';
import { useCreatePayment } from '../api/create-payment';
import { useFindVoucher } from '../api/find-voucher';
import { useGatewayFee } from '../api/get-gateway-fee';
import { usePaymentChannels } from '../api/get-payment-channels';
import { DurationModal, type DurationOption } from './duration-modal';
import { OrderSummary, SummaryRow } from './order-summary';
import { PaymentMethodPicker } from './payment-method-picker';
import { VoucherField } from './voucher-field';

/** SPEC §8 'Order creation failure / success'. */
export const ORDER_MESSAGES = {
  created: 'Order berhasil dibuat! silahkan cek di pesanan',
  failed: 'Order gagal! silahkan coba lagi.',
} as const;

interface CheckoutFormProps {
  draft: OrderDraft;
  /** The seat a renewal extends; null for a new order. */
  accountId: string | null;
  /** The order exists: the page clears the draft and leaves. */
  onPlaced: (order: Order) => void;
}

/** The enabled items of the draft's package, or the flat lifetime item of a product without variants. */
function packageItems(product: Product, packageId: string): DurationOption[] {
  const variant = product.variant.find((candidate) => candidate.package._id === packageId);
  if (variant) {
    return variant.items
      .filter((item) => item.enabled)
      .map((item) => ({ duration: item.duration, price: item.price }));
  }
  if (packageId === '' && product.price !== null) return [{ duration: 0, price: product.price }];
  return [];
}

/** The draft for `duration` at the product's current prices, keeping what the customer entered; null when that item is gone. */
function repriceDraft(draft: OrderDraft, product: Product, duration: number): OrderDraft | null {
  const item = packageItems(product, draft.packageId).find((option) => option.duration === duration);
  if (!item) return null;
  try {
    const next = buildOrderDraft(product, {
      package: { _id: draft.packageId, name: draft.package },
      item,
      info: { email: draft.email, domain: draft.domain, credInfo: draft.credInfo },
    });
    return draft.account ? { ...next, account: draft.account } : next;
  } catch {
    // An admin fee the rules refuse: keep the draft, the server answers for it.
    return null;
  }
}

/** The product's running promo for the draft's duration, parsed; null when there is none (or it ran out). */
function promoAdjustment(
  promos: readonly ProductDiscount[] | undefined,
  draft: OrderDraft,
): Adjustment | null {
  const promo = findDiscount(promos ?? [], draft.productId, draft.duration.value);
  if (!promo || isPromoSoldOut(promo)) return null;
  const parsed = parseDiscount(promo.value);
  return parsed.ok ? parsed.value : null;
}

/**
 * The checkout of SPEC §2 for a stored draft: payment method, summary, voucher, fees, total and the
 * order button. Every amount comes from the domain's orderTotals; the server prices the order again.
 */
export function CheckoutForm({ draft, accountId, onPlaced }: CheckoutFormProps) {
  const isRenewal = accountId !== null;
  const [chosenMethod, setMethod] = useState<CheckoutMethodCode | null>(null);
  const [voucherCode, setVoucherCode] = useState('');
  const [voucher, setVoucher] = useState<VoucherAnswer | null>(null);
  const [isDurationOpen, setIsDurationOpen] = useState(false);
  // The server refused the promo (sold out, or this customer used it up): price without it from now on.
  const [isPromoRefused, setIsPromoRefused] = useState(false);
  // Two clicks can land before React re-renders the disabled button: this guard is set at once.
  const isSubmittingRef = useRef(false);

  const product = useProduct(draft.productId);
  const promos = useProductDiscountsOf(draft.productId);
  const findVoucher = useFindVoucher();
  const createPayment = useCreatePayment();

  const discount = isPromoRefused ? null : promoAdjustment(promos.data, draft);
  const goods = orderTotals({ price: draft.price, adminFee: draft.adminFee, discount, voucher });
  const isNothingToPay = goods.totalPrice === 0 || isFreeVoucher(voucher);
  // What Tripay would take for what is left to pay (docs/decisions/043); a chosen channel the
  // amount no longer admits (a voucher took it under the minimum) counts as not chosen.
  const channels = usePaymentChannels(goods.totalPrice, !isNothingToPay);
  const isChosenRefused = Boolean(channels.data?.find((channel) => channel.code === chosenMethod)?.refusal);
  const method = isChosenRefused ? null : chosenMethod;
  // SPEC §7: the fee is asked for price + admin fee; the server charges the same (decision 027).
  const gatewayFee = useGatewayFee(draft.price + draft.adminFee, method, !isNothingToPay);
  const totals = orderTotals({
    price: draft.price,
    adminFee: draft.adminFee,
    discount,
    voucher,
    gatewayFee: isNothingToPay ? 0 : (gatewayFee.data ?? 0),
  });

  const durationOptions = product.data ? packageItems(product.data, draft.packageId) : [];
  const canChangeDuration = isRenewal && durationOptions.length > 1;
  const isPricing = promos.isLoading || (!isNothingToPay && gatewayFee.isLoading);
  const isBusy = createPayment.isPending;

  const changeVoucherCode = (code: string) => {
    setVoucherCode(code);
    // SPEC §4: editing the code drops the applied voucher and the total goes back.
    setVoucher(null);
  };

  const applyVoucher = (code: string) => {
    findVoucher.mutate(
      { code, productId: draft.productId },
      {
        onSuccess: (found) => {
          setVoucher(found);
          if (!found) toast.error(CHECKOUT_MESSAGES.voucherNotFound);
        },
        onError: (error) => {
          setVoucher(null);
          toast.error(errorMessage(error, CHECKOUT_MESSAGES.voucherNotFound));
        },
      },
    );
  };

  const chooseDuration = (option: DurationOption) => {
    setIsDurationOpen(false);
    if (!product.data || option.duration === draft.duration.value) return;
    const next = repriceDraft(draft, product.data, option.duration);
    if (next) saveOrderDraft(next);
  };

  /** A 409: prices, the promo or the voucher changed since the page loaded. Load them again. */
  const refreshPrices = async (error: ApiError) => {
    toast.error(error.message);
    if (error.code === 'VOUCHER_UNAVAILABLE') setVoucher(null);
    if (error.code === 'PROMO_SOLD_OUT') setIsPromoRefused(true);
    void promos.refetch();
    const fresh = await product.refetch();
    if (!fresh.data) return;
    const next = repriceDraft(draft, fresh.data, draft.duration.value);
    if (next) saveOrderDraft(next);
  };

  const placeOrder = () => {
    if (isSubmittingRef.current) return;
    const methodError = paymentMethodError(method);
    if (methodError || !method) {
      toast.error(methodError ?? CHECKOUT_MESSAGES.methodRequired);
      return;
    }
    const body: CreatePaymentBody = {
      product: draft.productId,
      packageId: draft.packageId,
      method,
      duration: draft.duration.value,
      price: draft.price,
      adminFee: draft.adminFee,
      email: draft.email,
      domain: draft.domain,
      credInfo: draft.credInfo,
      status: initialOrderStatus(draft.method),
    };
    // Sent only when the promo is known, so the server refuses (409) an order whose promo changed.
    if (promos.isSuccess) body.discount = totals.discount;
    if (accountId) body.account = accountId;
    if (voucher) body.voucher = voucher._id;

    isSubmittingRef.current = true;
    createPayment.mutate(body, {
      onSettled: () => {
        isSubmittingRef.current = false;
      },
      onSuccess: (order) => {
        toast.success(ORDER_MESSAGES.created);
        if (order.checkout_url) window.open(order.checkout_url, '_blank', 'noopener');
        onPlaced(order);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) void refreshPrices(error);
        // A channel outside its rules: the server says which and why ('Virtual account mulai Rp 10.000').
        else if (error instanceof ApiError && error.status === 400 && error.fieldErrors.method) {
          toast.error(error.fieldErrors.method);
          void channels.refetch();
        } else toast.error(ORDER_MESSAGES.failed);
      },
    });
  };

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="space-y-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <div className="flex items-center gap-3">
            <SafeImage
              src={draft.icon}
              alt=""
              width={48}
              height={48}
              className="size-12 shrink-0 rounded-xl object-cover"
            />
            <div className="min-w-0">
              <p className="truncate text-lg font-bold text-slate-900 dark:text-white">{draft.productName}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {draft.package} · {draft.duration.label}
              </p>
            </div>
          </div>
          {canChangeDuration && (
            <button
              type="button"
              onClick={() => setIsDurationOpen(true)}
              disabled={isBusy}
              className={buttonClassName('secondary', 'mt-4 w-full sm:w-auto')}
            >
              Ubah Durasi
            </button>
          )}
        </div>

        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <PaymentMethodPicker
            value={method}
            onChange={setMethod}
            disabled={isBusy}
            channels={isNothingToPay ? undefined : channels.data}
          />
        </div>
      </div>

      <aside
        aria-label="Ringkasan pesanan"
        className="h-fit space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-24 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 className="text-base font-bold text-slate-900 dark:text-white">Ringkasan Pesanan</h2>
        <OrderSummary draft={draft} totals={totals} />

        <VoucherField
          code={voucherCode}
          onCodeChange={changeVoucherCode}
          onApply={applyVoucher}
          isLooking={findVoucher.isPending}
          appliedCode={voucher?.code ?? null}
        />

        <dl className="divide-y divide-slate-100 border-t border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {totals.discount > 0 && (
            <SummaryRow label="Diskon Promo">- {formatRupiah(totals.discount)}</SummaryRow>
          )}
          {voucher && <SummaryRow label="Diskon Voucher">- {formatRupiah(totals.voucher)}</SummaryRow>}
          <SummaryRow label="Biaya Layanan">
            {!isNothingToPay && gatewayFee.isLoading ? (
              <span className="inline-flex items-center gap-2 font-normal text-slate-500 dark:text-slate-400">
                <Spinner className="size-3.5" />
                Menghitung...
              </span>
            ) : !isNothingToPay && gatewayFee.isError ? (
              '-'
            ) : (
              formatRupiah(totals.gatewayFee)
            )}
          </SummaryRow>
          <div className="flex items-center justify-between gap-4 pt-3">
            <dt className="text-base font-bold text-slate-900 dark:text-white">Total</dt>
            <dd className="text-xl font-extrabold text-brand-700 dark:text-brand-300">
              {formatRupiah(totals.total)}
            </dd>
          </div>
        </dl>

        <button
          type="button"
          onClick={placeOrder}
          disabled={isBusy || isPricing}
          aria-busy={isBusy}
          className={buttonClassName('primary', 'w-full py-3 text-base')}
        >
          {isBusy && <Spinner />}
          {isRenewal ? 'Perpanjang Akun' : 'Checkout'}
        </button>
      </aside>

      {canChangeDuration && (
        <DurationModal
          isOpen={isDurationOpen}
          onClose={() => setIsDurationOpen(false)}
          options={durationOptions}
          current={draft.duration.value}
          onChoose={chooseDuration}
        />
      )}
    </div>
  );
}
