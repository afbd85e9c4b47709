import type { AdminReimbursement } from '@premium-shop/domain/admin-operations-schema';
import { formatRupiah } from '@premium-shop/domain/format';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { Field, inputClassName } from '../../../../ui/field';
import { ImageUploadField } from '../../../../ui/image-upload-field';
import { Modal } from '../../../../ui/modal';
import { ModalActions } from '../../../../ui/modal-actions';
import { useCompleteReimbursement } from '../api/complete-reimbursement';

export const COMPLETE_MESSAGES = {
  proofRequired: 'Harap unggah bukti transfer reimburse!',
  failed: 'Gagal menyelesaikan reimburse, silakan coba lagi.',
} as const;

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
  const [proof, setProof] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const complete = useCompleteReimbursement();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!proof) {
      setProblem(COMPLETE_MESSAGES.proofRequired);
      return;
    }
    setProblem(null);
    complete.mutate(
      { id: reimbursement._id, proof, note: note.trim() || undefined },
      {
        onSuccess: onClose,
        onError: (error) => setProblem(errorMessage(error, COMPLETE_MESSAGES.failed)),
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
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
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
            setProof(file);
            setProblem(null);
          }}
          error={problem ?? undefined}
        />
        <Field id={noteId} label="Catatan (opsional)">
          <textarea
            id={noteId}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={500}
            rows={2}
            className={inputClassName()}
          />
        </Field>
      </form>
    </Modal>
  );
}
