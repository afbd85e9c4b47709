import {
  renewProductItemBodySchema,
  type AdminProductItem,
  type RenewProductItemBody,
} from '@premium-shop/domain/admin-stock-schema';
import { formatDateLong, formatRupiah } from '@premium-shop/domain/format';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../../lib/api-client';
import { bodyResolver } from '../../../../lib/body-resolver';
import { showServerFieldErrors } from '../../../../lib/server-field-errors';
import { buttonClassName } from '../../../../ui/button-class';
import { Field, fieldAria, inputClassName } from '../../../../ui/field';
import { Modal } from '../../../../ui/modal';
import { Spinner } from '../../../../ui/spinner';
import { toast } from '../../../../ui/toast';
import { useRenewProductItem } from '../api/renew-product-item';
import { isoToWibDate, wibDateToIso } from './wib-date';

interface RenewItemModalProps {
  item: AdminProductItem;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Catat Perpanjangan': the account was paid for; its next renewal date, the amount and a note. */
export function RenewItemModal({ item, isOpen, onClose }: RenewItemModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={`Catat Perpanjangan ${item.name}`}>
      {isOpen && <RenewForm item={item} onDone={onClose} />}
    </Modal>
  );
}

interface RenewValues {
  renewsAt: string;
  amount: string;
  note: string;
}

const FIELDS = ['renewsAt', 'amount', 'note'] as const;

/** The date a cycle after the current renewal date, or after today when that date has passed or is unset. */
export function nextRenewalDate(item: AdminProductItem, now = new Date()): string {
  const current = item.providerExpiresAt ? new Date(item.providerExpiresAt) : null;
  const from = current && current.getTime() > now.getTime() ? current : now;
  const wib = isoToWibDate(from.toISOString());
  const [year, month, day] = wib.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + item.billing.cycleMonths, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

const resolver = bodyResolver(renewProductItemBodySchema, (values: RenewValues) => ({
  renewsAt: values.renewsAt ? wibDateToIso(values.renewsAt) : '',
  ...(values.amount.trim() !== '' && { amount: Number(values.amount) }),
  ...(values.note.trim() !== '' && { note: values.note.trim() }),
}));

function RenewForm({ item, onDone }: { item: AdminProductItem; onDone: () => void }) {
  const renew = useRenewProductItem();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RenewValues, unknown, RenewProductItemBody>({
    resolver,
    defaultValues: { renewsAt: nextRenewalDate(item), amount: String(item.billing.cost), note: '' },
  });

  const onSubmit = async (body: RenewProductItemBody) => {
    try {
      const answer = await renew.mutateAsync({ id: item._id, body });
      toast.success(answer.message);
      onDone();
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
      toast.error(errorMessage(error, 'Perpanjangan gagal dicatat'));
    }
  };

  const field = (
    name: (typeof FIELDS)[number],
    label: string,
    props: { type?: string; hint?: string } = {},
  ) => {
    const id = `renew-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} error={error}>
        <input
          id={id}
          type={props.type ?? 'text'}
          className={inputClassName(Boolean(error))}
          {...register(name)}
          {...fieldAria(id, error)}
        />
      </Field>
    );
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Jatuh tempo sekarang: {item.providerExpiresAt ? formatDateLong(item.providerExpiresAt) : '-'} · Biaya
        per siklus {formatRupiah(item.billing.cost)} ({item.billing.cycleMonths} bulan)
      </p>
      {field('renewsAt', 'Jatuh tempo berikutnya', { type: 'date' })}
      {field('amount', 'Jumlah dibayar (Rp)', { type: 'number' })}
      {field('note', 'Catatan (opsional)')}
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonClassName('secondary')} onClick={onDone}>
          Batal
        </button>
        <button
          type="submit"
          className={buttonClassName('primary')}
          disabled={renew.isPending}
          aria-busy={renew.isPending}
        >
          {renew.isPending && <Spinner />}
          Simpan Perpanjangan
        </button>
      </div>
    </form>
  );
}
