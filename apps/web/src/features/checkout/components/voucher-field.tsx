import { useId, type FormEvent } from 'react';
import { inputClassName } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';

interface VoucherFieldProps {
  code: string;
  onCodeChange: (code: string) => void;
  onApply: (code: string) => void;
  isLooking: boolean;
  /** The code of the voucher in use, or null. */
  appliedCode: string | null;
}

/** The voucher input and its 'Gunakan' button (SPEC §2 spells it 'Gusakan', a typo the shop corrects). */
export function VoucherField({ code, onCodeChange, onApply, isLooking, appliedCode }: VoucherFieldProps) {
  const inputId = useId();
  const statusId = `${inputId}-status`;
  const trimmed = code.trim();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trimmed && !isLooking) onApply(trimmed);
  };

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        Kode Voucher
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={inputId}
          type="text"
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          placeholder="Masukkan kode voucher"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={64}
          aria-describedby={appliedCode ? statusId : undefined}
          className={inputClassName()}
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
      {appliedCode && (
        <p id={statusId} role="status" className="mt-1.5 text-sm text-green-700 dark:text-green-400">
          Voucher {appliedCode} digunakan
        </p>
      )}
    </form>
  );
}
