import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field, fieldAria, inputClassName } from '../../../ui/field';
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
  /**
   * The schema of the text in the action's body, from the API contract (e.g.
   * `reasonBodySchema.shape.reason`): the dialog refuses what the server would, in its words, and
   * sends the text as the schema reads it (trimmed).
   */
  schema: z.ZodString;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  variant?: 'primary' | 'danger';
  /** The field's length limit; the schema's by default. */
  maxLength?: number;
}

/** Asks for a text before an action that cannot be undone: a reason (cancel, deactivate, refund, reject) or a reply. */
export function AdminReasonDialog({
  isOpen,
  title,
  message,
  label,
  confirmLabel,
  isPending,
  error,
  schema,
  onConfirm,
  onClose,
  variant = 'danger',
  maxLength = schema.maxLength ?? undefined,
}: AdminReasonDialogProps) {
  const formId = useId();
  const fieldId = useId();
  const resolver = useMemo(() => zodResolver(z.object({ text: schema })), [schema]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ text: string }, unknown, { text: string }>({ resolver, defaultValues: { text: '' } });
  const shown = errors.text?.message ?? error ?? undefined;

  const close = () => {
    reset();
    onClose();
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
      <form
        id={formId}
        onSubmit={(event) => void handleSubmit(({ text }) => onConfirm(text))(event)}
        noValidate
        className="space-y-3"
      >
        <p>{message}</p>
        <Field id={fieldId} label={label} error={shown}>
          <textarea
            id={fieldId}
            rows={3}
            maxLength={maxLength}
            {...fieldAria(fieldId, shown)}
            {...register('text')}
            className={inputClassName(Boolean(shown))}
          />
        </Field>
      </form>
    </Modal>
  );
}
