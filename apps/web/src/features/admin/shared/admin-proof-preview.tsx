import { buttonClassName } from '../../../ui/button-class';
import { AuthenticatedImage } from '../../../ui/authenticated-image';
import { Modal } from '../../../ui/modal';

export interface AdminProof {
  title: string;
  /** An authenticated file address ('/api/files/<name>'). */
  src: string;
}

/** A private image (complaint picture, transfer proof) in a dialog, fetched with the admin's token. */
export function AdminProofPreview({ proof, onClose }: { proof: AdminProof | null; onClose: () => void }) {
  return (
    <Modal
      isOpen={proof !== null}
      onClose={onClose}
      title={proof?.title ?? ''}
      size="lg"
      footer={
        <button type="button" className={buttonClassName('secondary')} onClick={onClose}>
          Tutup
        </button>
      }
    >
      {proof && (
        <AuthenticatedImage
          src={proof.src}
          alt={proof.title}
          className="mx-auto max-h-[60dvh] min-h-40 w-auto rounded-lg object-contain"
        />
      )}
    </Modal>
  );
}

/** 'Lihat Bukti' in a table cell, or a dash when there is no image yet. */
export function AdminProofButton({
  title,
  src,
  label = 'Lihat Bukti',
  onOpen,
}: {
  title: string;
  src: string | null;
  label?: string;
  onOpen: (proof: AdminProof) => void;
}) {
  if (!src) {
    return (
      <span className="text-slate-400 dark:text-slate-500">
        <span aria-hidden="true">-</span>
        <span className="sr-only">Belum ada</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onOpen({ title, src })}
      aria-label={`${label}: ${title}`}
      className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300"
    >
      {label}
    </button>
  );
}
