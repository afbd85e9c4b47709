import { ConfirmActionDialog } from './confirm-action-dialog';

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
export function ConfirmDeleteDialog({ message, ...props }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmActionDialog {...props} confirmLabel="Hapus" variant="danger">
      <p>{message}</p>
    </ConfirmActionDialog>
  );
}
