import { durationLabel } from '@premium-shop/domain/duration';
import { formatRupiah } from '@premium-shop/domain/format';
import { Modal } from '../../../ui/modal';

export interface DurationOption {
  duration: number;
  price: number;
}

interface DurationModalProps {
  isOpen: boolean;
  onClose: () => void;
  options: readonly DurationOption[];
  /** The draft's duration in days, marked as the current choice. */
  current: number;
  onChoose: (option: DurationOption) => void;
}

/** 'Ubah Durasi' of a renewal (SPEC §2): the package's durations with their prices; a click picks one. */
export function DurationModal({ isOpen, onClose, options, current, onChoose }: DurationModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Ubah Durasi"
      footer={
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          Tutup
        </button>
      }
    >
      <ul className="space-y-2">
        {options.map((option) => {
          const isCurrent = option.duration === current;
          return (
            <li key={option.duration}>
              <button
                type="button"
                aria-pressed={isCurrent}
                onClick={() => onChoose(option)}
                className={`flex w-full items-center justify-between gap-3 rounded-xl border px-4 py-3 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  isCurrent
                    ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-950'
                    : 'border-slate-200 hover:border-brand-300 dark:border-slate-700 dark:hover:border-brand-500'
                }`}
              >
                <span className="font-semibold text-slate-900 dark:text-white">
                  {durationLabel(option.duration)}
                </span>
                <span className="font-semibold text-slate-700 dark:text-slate-200">
                  {formatRupiah(option.price)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
