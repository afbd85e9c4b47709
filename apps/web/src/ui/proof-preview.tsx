import { AuthenticatedImage } from './authenticated-image';
import { buttonClassName } from './button-class';
import { Modal } from './modal';

/** A private image to preview: a payment or transfer proof, a complaint picture. */
export interface Proof<Title extends string = string> {
  title: Title;
  /** An authenticated file address ('/api/files/<name>'). */
  src: string;
}

/** A proof image in a modal; the file needs the bearer token, so it goes through AuthenticatedImage. */
export function ProofPreviewModal({ proof, onClose }: { proof: Proof | null; onClose: () => void }) {
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

interface ProofButtonProps<Title extends string> {
  title: Title;
  src: string | null;
  label?: string;
  /** Names the button 'label: title', for lists whose rows each hold different proofs. */
  hasTitleInName?: boolean;
  onOpen: (proof: Proof<Title>) => void;
}

/** 'Lihat Bukti' in a table cell, or a dash when there is no image yet. */
export function ProofButton<Title extends string>({
  title,
  src,
  label = 'Lihat Bukti',
  hasTitleInName = false,
  onOpen,
}: ProofButtonProps<Title>) {
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
      aria-label={hasTitleInName ? `${label}: ${title}` : undefined}
      className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300"
    >
      {label}
    </button>
  );
}
