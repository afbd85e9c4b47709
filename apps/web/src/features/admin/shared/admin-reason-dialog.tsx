import { useId, useState, type FormEvent } from 'react';
import { Field, fieldErrorId, inputClassName } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { ModalActions } from '../../../ui/modal-actions';

interface AdminReasonDialogProps {
  isOpen: boolean;
  title: string;
  /** What the action does, shown above the field. */
  message: string;
  /** The field's label, e.g. 'Alasan'. */
  label: string;
  confirmLabel: string;
  isPending: boolean;
  /** The server's refusal, shown in the dialog. */
  error?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  variant?: 'primary' | 'danger';
  maxLength?: number;
  /** Shown when the field is sent empty. */
  requiredMessage?: string;
}

export const REASON_REQUIRED_MESSAGE = 'Alasan wajib diisi';

/** Asks for a text before an action that cannot be undone: a reason (cancel, deactivate, refund, reject) or a reply. */
export function AdminReasonDialog({
  isOpen,
  title,
  message,
  label,
  confirmLabel,
  isPending,
  error,
  onConfirm,
  onClose,
  variant = 'danger',
  maxLength = 500,
  requiredMessage = REASON_REQUIRED_MESSAGE,
}: AdminReasonDialogProps) {
  const formId = useId();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? undefined;

  const close = () => {
    setReason('');
    setProblem(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem(requiredMessage);
      return;
    }
    setProblem(null);
    onConfirm(reason.trim());
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={title}
      footer={
        <ModalActions
          cancelLabel="Kembali"
          onCancel={close}
          form={formId}
          isPending={isPending}
          variant={variant}
          confirmLabel={confirmLabel}
        />
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-3">
        <p>{message}</p>
        <Field id={fieldId} label={label} error={shown}>
          <textarea
            id={fieldId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            maxLength={maxLength}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? fieldErrorId(fieldId) : undefined}
            className={inputClassName(Boolean(shown))}
          />
        </Field>
      </form>
    </Modal>
  );
}
