import {
  PAYMENT_METHOD_GROUP_LABELS,
  PAYMENT_METHODS,
  type PaymentMethodCode,
  type PaymentMethodGroup,
} from '@premium-shop/domain/checkout';
import { useId } from 'react';

interface PaymentMethodPickerProps {
  value: PaymentMethodCode | null;
  onChange: (code: PaymentMethodCode) => void;
  disabled?: boolean;
}

const GROUPS: readonly PaymentMethodGroup[] = ['ewallet', 'virtual-account'];

const optionClass =
  'flex cursor-pointer items-center gap-2.5 rounded-xl border border-slate-200 bg-white px-3 py-3 text-sm transition-colors hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-brand-500 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-950';

/** The checkout's channels (SPEC §2) as one radio group, shown in two labelled parts: e-wallets and virtual accounts. */
export function PaymentMethodPicker({ value, onChange, disabled = false }: PaymentMethodPickerProps) {
  const idPrefix = useId();
  return (
    <fieldset disabled={disabled} className="@container space-y-5">
      <legend className="text-base font-bold text-slate-900 dark:text-white">Metode Pembayaran</legend>
      {GROUPS.map((group) => {
        const headingId = `${idPrefix}-${group}`;
        return (
          <div key={group} role="group" aria-labelledby={headingId}>
            <p
              id={headingId}
              className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
            >
              {PAYMENT_METHOD_GROUP_LABELS[group]}
            </p>
            <div className="mt-2 grid grid-cols-2 gap-2 @xl:grid-cols-4">
              {PAYMENT_METHODS.filter((method) => method.group === group).map((method) => (
                <label key={method.code} className={optionClass}>
                  <input
                    type="radio"
                    name="payment-method"
                    value={method.code}
                    checked={value === method.code}
                    onChange={() => onChange(method.code)}
                    className="size-4 shrink-0 accent-brand-600"
                  />
                  <span className="font-semibold text-slate-900 dark:text-white">{method.label}</span>
                </label>
              ))}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
