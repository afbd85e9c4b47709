import { zodResolver } from '@hookform/resolvers/zod';
import { voucherEndpoints } from '@premium-shop/domain/api/vouchers';
import { useId, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorId, inputClassName } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';

/** The code as findVoucher's path takes it (trimmed, 1 to 64 characters), in the contract's words. */
const codeSchema = voucherEndpoints.findVoucher.params;
type CodeValues = z.input<typeof codeSchema>;

interface VoucherFieldProps {
  /** The code the field starts with; each edit is reported through onCodeChange. */
  code: string;
  onCodeChange: (code: string) => void;
  onApply: (code: string) => void;
  isLooking: boolean;
  /** The code of the voucher in use, or null. */
  appliedCode: string | null;
}

/**
 * The voucher input and its 'Gunakan' button (SPEC §2 spells it 'Gusakan', a typo the shop corrects).
 * The button stays disabled while the code is blank; a code the look-up's path refuses is said under
 * the field and never asked for.
 */
export function VoucherField({ code, onCodeChange, onApply, isLooking, appliedCode }: VoucherFieldProps) {
  const inputId = useId();
  const statusId = `${inputId}-status`;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeValues, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code },
  });
  const trimmed = useWatch({ control, name: 'code' }).trim();
  const error = errors.code?.message;
  const describedBy = [error && fieldErrorId(inputId), appliedCode && statusId].filter(Boolean).join(' ');

  const apply = ({ code: checked }: z.output<typeof codeSchema>) => {
    if (!isLooking) onApply(checked);
  };

  return (
    <form onSubmit={(event) => void handleSubmit(apply)(event)} noValidate>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        Kode Voucher
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={inputId}
          type="text"
          placeholder="Masukkan kode voucher"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={64}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy || undefined}
          {...register('code', {
            onChange: (event: ChangeEvent<HTMLInputElement>) => onCodeChange(event.target.value),
          })}
          className={inputClassName(Boolean(error))}
        />
        <button
          type="submit"
          disabled={!trimmed || isLooking}
          aria-busy={isLooking}
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-lg border border-brand-600 px-4 py-2.5 text-sm font-semibold text-brand-700 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 dark:border-brand-400 dark:text-brand-300 dark:hover:bg-brand-950"
        >
          {isLooking && <Spinner />}
          Gunakan
        </button>
      </div>
      {error && (
        <p id={fieldErrorId(inputId)} role="alert" className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {appliedCode && (
        <p id={statusId} role="status" className="mt-1.5 text-sm text-green-700 dark:text-green-400">
          Voucher {appliedCode} digunakan
        </p>
      )}
    </form>
  );
}
