import type { ReactNode } from 'react';
import { buttonClassName, type ButtonVariant } from '../../../ui/button-class';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';

interface ConfirmActionDialogProps {
  isOpen: boolean;
  title: string;
  /** What happens, in one or two sentences. */
  children: ReactNode;
  /** The confirming button's text, e.g. 'Nonaktifkan'. */
  confirmLabel: string;
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The console's "are you sure?" for an action that is not a deletion: 'Batal' and the named action. */
export function ConfirmActionDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  variant = 'primary',
  isPending,
  onConfirm,
  onClose,
}: ConfirmActionDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      footer={
        <>
          <button type="button" className={buttonClassName('secondary')} onClick={onClose}>
            Batal
          </button>
          <button
            type="button"
            className={buttonClassName(variant)}
            onClick={onConfirm}
            disabled={isPending}
            aria-busy={isPending}
          >
            {isPending && <Spinner />}
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
