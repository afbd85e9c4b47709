import { zodResolver } from '@hookform/resolvers/zod';
import {
  completeReimbursementFieldsSchema,
  type AdminReimbursement,
} from '@premium-shop/domain/admin-operations-schema';
import { formatRupiah } from '@premium-shop/domain/format';
import { useId, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../../lib/api-client';
import { showServerFieldErrors } from '../../../../lib/server-field-errors';
import { Field, fieldAria, inputClassName } from '../../../../ui/field';
import { ImageUploadField } from '../../../../ui/image-upload-field';
import { Modal } from '../../../../ui/modal';
import { ModalActions } from '../../../../ui/modal-actions';
import { useCompleteReimbursement } from '../api/complete-reimbursement';

export const COMPLETE_MESSAGES = {
  proofRequired: 'Harap unggah bukti transfer reimburse!',
  failed: 'Gagal menyelesaikan reimburse, silakan coba lagi.',
} as const;

/**
 * The complete call's multipart form as the server checks it: the transfer proof it requires and the
 * note's field schema (completeReimbursementFieldsSchema), over the note as typed (a blank note is
 * left out). The submit gets the values as typed.
 */
const completeFormSchema = z.object({
  proof: z.custom<File>((value) => value instanceof File, { error: COMPLETE_MESSAGES.proofRequired }),
  note: z
    .string()
    .transform((text) => text.trim() || undefined)
    .pipe(completeReimbursementFieldsSchema.shape.note),
});

interface CompleteFormValues {
  proof: File | null;
  note: string;
}

type CompleteFormInput = z.input<typeof completeFormSchema>;

const resolver = zodResolver(completeFormSchema, undefined, { raw: true }) as unknown as Resolver<
  CompleteFormValues,
  unknown,
  CompleteFormInput
>;

interface CompleteReimbursementDialogProps {
  reimbursement: AdminReimbursement;
  onClose: () => void;
}

/**
 * 'Tandai Selesai': the admin uploads the shop's transfer to the host (with a preview) and an optional
 * note; the request becomes Done, the host's order Paid and its group opens to members.
 */
export function CompleteReimbursementDialog({ reimbursement, onClose }: CompleteReimbursementDialogProps) {
  const formId = useId();
  const proofId = useId();
  const noteId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<CompleteFormValues, unknown, CompleteFormInput>({
    resolver,
    defaultValues: { proof: null, note: '' },
  });
  const proof = useWatch({ control, name: 'proof' });
  const complete = useCompleteReimbursement();

  const submit = ({ proof, note }: CompleteFormInput) => {
    setProblem(null);
    complete.mutate(
      { id: reimbursement._id, proof, note: note.trim() || undefined },
      {
        onSuccess: onClose,
        onError: (error) => {
          setProblem(errorMessage(error, COMPLETE_MESSAGES.failed));
          showServerFieldErrors(error, ['note'], setError);
        },
      },
    );
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      title="Selesaikan Reimburse"
      footer={
        <ModalActions
          onCancel={onClose}
          form={formId}
          isPending={complete.isPending}
          isDisabled={!proof}
          confirmLabel="Tandai Selesai"
        />
      }
    >
      <form
        id={formId}
        onSubmit={(event) => void handleSubmit(submit)(event)}
        noValidate
        className="space-y-4"
      >
        <p>
          Transfer {formatRupiah(reimbursement.value)} ke{' '}
          {reimbursement.bank || reimbursement.account_number
            ? `${reimbursement.bank || '-'} ${reimbursement.account_number}`.trim()
            : 'rekening yang belum diisi pelanggan (tanyakan lewat WhatsApp)'}{' '}
          a.n. {reimbursement.customer.name}, lalu unggah buktinya. Pesanan host{' '}
          {reimbursement.order?.invoice ?? ''} menjadi aktif dan akunnya terbuka untuk anggota.
        </p>
        <ImageUploadField
          id={proofId}
          label="Bukti Transfer Reimburse"
          file={proof}
          onFileChange={(file) => {
            setValue('proof', file, { shouldValidate: Boolean(errors.proof) });
            setProblem(null);
          }}
          error={errors.proof?.message ?? problem ?? undefined}
          progress={complete.progress}
        />
        <Field id={noteId} label="Catatan (opsional)" error={errors.note?.message}>
          <textarea
            id={noteId}
            maxLength={500}
            rows={2}
            {...fieldAria(noteId, errors.note?.message)}
            {...register('note')}
            className={inputClassName(Boolean(errors.note))}
          />
        </Field>
      </form>
    </Modal>
  );
}
