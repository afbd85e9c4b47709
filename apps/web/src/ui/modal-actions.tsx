import type { ReactNode } from 'react';
import { buttonClassName } from './button-class';
import { Spinner } from './spinner';

interface ModalActionsProps {
  /** The dismissing button's text: 'Batal' unless the action itself is a cancellation. */
  cancelLabel?: string;
  onCancel: () => void;
  /** The confirming button's text, e.g. 'Simpan'. */
  confirmLabel: ReactNode;
  variant?: 'primary' | 'danger';
  isPending: boolean;
  /** Disables the confirming button for a reason other than being busy, e.g. an incomplete form. */
  isDisabled?: boolean;
  /** The id of the form the confirming button submits; without it the button calls `onConfirm`. */
  form?: string;
  onConfirm?: () => void;
}

/** A modal's footer: a secondary dismiss button and the confirming action, which shows when it is busy. */
export function ModalActions({
  cancelLabel = 'Batal',
  onCancel,
  confirmLabel,
  variant = 'primary',
  isPending,
  isDisabled = false,
  form,
  onConfirm,
}: ModalActionsProps) {
  return (
    <>
      <button type="button" onClick={onCancel} className={buttonClassName('secondary')}>
        {cancelLabel}
      </button>
      <button
        type={form ? 'submit' : 'button'}
        form={form}
        onClick={onConfirm}
        disabled={isDisabled || isPending}
        aria-busy={isPending}
        className={buttonClassName(variant)}
      >
        {isPending && <Spinner />}
        {confirmLabel}
      </button>
    </>
  );
}
