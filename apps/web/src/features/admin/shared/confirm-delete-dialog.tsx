import { buttonClassName } from '../../../ui/button-class';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';

interface ConfirmDeleteDialogProps {
  isOpen: boolean;
  title: string;
  /** What is deleted and what follows, in one or two sentences. */
  message: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The console's "really delete?" question: 'Batal' and a red 'Hapus' that shows it is busy. */
export function ConfirmDeleteDialog({
  isOpen,
  title,
  message,
  isPending,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
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
            className={buttonClassName('danger')}
            onClick={onConfirm}
            disabled={isPending}
            aria-busy={isPending}
          >
            {isPending && <Spinner />}
            Hapus
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
