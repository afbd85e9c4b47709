import { Copy } from 'lucide-react';
import { toast } from './toast';

/** SPEC §8 'Copy'. */
export const COPIED_MESSAGE = 'Text berhasil di salin!';

/** A small button that copies `text` to the clipboard and confirms it with a toast. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(COPIED_MESSAGE);
    } catch {
      toast.error('Gagal menyalin teks');
    }
  };

  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={label}
      title={label}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-brand-300"
    >
      <Copy aria-hidden="true" className="size-4" />
    </button>
  );
}
