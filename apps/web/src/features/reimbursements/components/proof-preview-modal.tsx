import { AuthenticatedImage } from '../../../ui/authenticated-image';
import { buttonClassName } from '../../../ui/button-class';
import { Modal } from '../../../ui/modal';

export interface ProofPreview {
  title: 'Bukti Pembayaran' | 'Bukti Reimburse';
  src: string;
}

/** A proof image in a modal; the file needs the bearer token, so it goes through AuthenticatedImage. */
export function ProofPreviewModal({ proof, onClose }: { proof: ProofPreview | null; onClose: () => void }) {
  return (
    <Modal
      isOpen={proof !== null}
      onClose={onClose}
      title={proof?.title ?? ''}
      size="lg"
      footer={
        <button type="button" onClick={onClose} className={buttonClassName('secondary')}>
          Tutup
        </button>
      }
    >
      {proof && (
        <AuthenticatedImage
          src={proof.src}
          alt={proof.title}
          className="mx-auto max-h-[65dvh] min-h-40 w-auto max-w-full rounded-lg object-contain"
        />
      )}
    </Modal>
  );
}
