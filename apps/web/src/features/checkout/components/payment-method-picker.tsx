import { TRANSFER_LABEL, TRANSFER_METHOD, TRANSFER_WINDOW_MINUTES } from '@premium-shop/domain/bank-transfer';
import {
  PAYMENT_METHOD_GROUP_LABELS,
  PAYMENT_METHODS,
  type CheckoutMethodCode,
  type PaymentMethodGroup,
} from '@premium-shop/domain/checkout';
import { CHANNEL_RULES, formatWindow, type OfferedChannel } from '@premium-shop/domain/payment-channels';
import { useId } from 'react';

/** A channel as GET /api/payments/channels answers it: a gateway's, or 'TRANSFER'. */
export type CheckoutChannel = Omit<OfferedChannel, 'code'> & { code: CheckoutMethodCode };

interface PaymentMethodPickerProps {
  value: CheckoutMethodCode | null;
  onChange: (code: CheckoutMethodCode) => void;
  disabled?: boolean;
  /**
   * The channels as the server offers them for this order; a refused one is shown greyed out with
   * its reason. Unknown (still loading, or the list failed): every channel is offered and the server
   * answers for the order.
   */
  channels?: readonly CheckoutChannel[];
}

function defaultWindow(code: CheckoutMethodCode): number {
  return code === TRANSFER_METHOD ? TRANSFER_WINDOW_MINUTES : CHANNEL_RULES[code].windowMinutes;
}

const GROUPS: readonly PaymentMethodGroup[] = ['ewallet', 'virtual-account'];

const optionClass =
  'flex cursor-pointer items-center gap-2.5 rounded-xl border border-slate-200 bg-white px-3 py-3 text-sm transition-colors hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-brand-500 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-950';

/**
 * The checkout's channels (SPEC §2) as one radio group, shown in two labelled parts: e-wallets and
 * virtual accounts. A channel Tripay would refuse for this order says why; the chosen one says how
 * long there is to pay.
 */
export function PaymentMethodPicker({
  value,
  onChange,
  disabled = false,
  channels,
}: PaymentMethodPickerProps) {
  const idPrefix = useId();
  const chosenWindow = value
    ? (channels?.find((channel) => channel.code === value)?.windowMinutes ?? defaultWindow(value))
    : null;
  // A gateway channel the server does not list (PAYMENT_PROVIDER=manual) is not shown; before the
  // list is known every gateway channel is, and 'Transfer Bank' only once the server offers it.
  const isListed = (code: CheckoutMethodCode) =>
    !channels || channels.some((channel) => channel.code === code);
  const hasTransfer = channels?.some((channel) => channel.code === TRANSFER_METHOD) ?? false;
  return (
    <fieldset disabled={disabled} className="@container space-y-5">
      <legend className="text-base font-bold text-slate-900 dark:text-white">Metode Pembayaran</legend>
      {GROUPS.map((group) => {
        const headingId = `${idPrefix}-${group}`;
        const methods = PAYMENT_METHODS.filter((method) => method.group === group && isListed(method.code));
        if (methods.length === 0) return null;
        return (
          <div key={group} role="group" aria-labelledby={headingId}>
            <p
              id={headingId}
              className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
            >
              {PAYMENT_METHOD_GROUP_LABELS[group]}
            </p>
            <div className="mt-2 grid grid-cols-2 gap-2 @xl:grid-cols-4">
              {methods.map((method) => {
                const refusal = channels?.find((channel) => channel.code === method.code)?.refusal ?? null;
                const reasonId = `${idPrefix}-${method.code}-reason`;
                return (
                  <div key={method.code}>
                    <label className={optionClass}>
                      <input
                        type="radio"
                        name="payment-method"
                        value={method.code}
                        checked={value === method.code}
                        disabled={refusal !== null}
                        aria-describedby={refusal ? reasonId : undefined}
                        onChange={() => onChange(method.code)}
                        className="size-4 shrink-0 accent-brand-600"
                      />
                      <span className="font-semibold text-slate-900 dark:text-white">{method.label}</span>
                    </label>
                    {refusal && (
                      <p id={reasonId} className="mt-1 px-1 text-xs text-slate-500 dark:text-slate-400">
                        {refusal}
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
          </div>
        );
      })}
      {hasTransfer && (
        <div role="group" aria-labelledby={`${idPrefix}-transfer`}>
          <p
            id={`${idPrefix}-transfer`}
            className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
          >
            Transfer Manual
          </p>
          <div className="mt-2 grid grid-cols-2 gap-2 @xl:grid-cols-4">
            <label className={optionClass}>
              <input
                type="radio"
                name="payment-method"
                value={TRANSFER_METHOD}
                checked={value === TRANSFER_METHOD}
                onChange={() => onChange(TRANSFER_METHOD)}
                className="size-4 shrink-0 accent-brand-600"
              />
              <span className="font-semibold text-slate-900 dark:text-white">{TRANSFER_LABEL}</span>
            </label>
          </div>
          <p className="mt-1 px-1 text-xs text-slate-500 dark:text-slate-400">
            Transfer ke rekening toko, tanpa biaya layanan. Nominal diberi kode unik.
          </p>
        </div>
      )}
      {chosenWindow !== null && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Selesaikan pembayaran dalam {formatWindow(chosenWindow)} setelah pesanan dibuat.
        </p>
      )}
    </fieldset>
  );
}
