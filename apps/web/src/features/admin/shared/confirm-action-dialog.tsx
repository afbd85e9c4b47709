import type { ReactNode } from 'react';
import type { ButtonVariant } from '../../../ui/button-class';
import { Modal } from '../../../ui/modal';
import { ModalActions } from '../../../ui/modal-actions';

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
        <ModalActions
          onCancel={onClose}
          onConfirm={onConfirm}
          isPending={isPending}
          variant={variant}
          confirmLabel={confirmLabel}
        />
      }
    >
      {children}
    </Modal>
  );
}
