import { UPLOAD_MAX_BYTES } from '@premium-shop/domain/constants';
import { Upload, X } from 'lucide-react';
import { useEffect, useState, type ChangeEvent, type Ref } from 'react';
import type { UploadProgress } from '../lib/upload-progress';
import { fieldErrorId } from './field';
import { UploadFailure, UploadProgressBar, type UploadFailureProps } from './upload-progress';

export const IMAGE_NOT_AN_IMAGE_MESSAGE = 'File harus berupa gambar (PNG, JPG).';
export const IMAGE_TOO_LARGE_MESSAGE = 'Ukuran gambar maksimal 10MB.';

/** Why a chosen file cannot be uploaded, or null when it is an image within the size limit. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_NOT_AN_IMAGE_MESSAGE;
  if (file.size > UPLOAD_MAX_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

/**
 * A data URL of the chosen file for the preview. Read asynchronously, so nothing has to be revoked and a
 * double-run effect (StrictMode) cannot leave the preview pointing at a revoked object URL.
 */
function usePreviewUrl(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview?.file === file ? preview.url : null;
}

interface ImageUploadFieldProps {
  /** The file input's id; the label points at it. */
  id: string;
  label: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** A message of the form (e.g. a missing image); the field's own file checks come first. */
  error?: string | undefined;
  /** While the chosen file is being sent: its progress, in place of 'Ganti gambar' (the file stays). */
  progress?: UploadProgress | null | undefined;
  /** A send that failed on the way (network, server error): its message and 'Coba lagi'. */
  failure?: UploadFailureProps | null | undefined;
  /** The file input, for a form to focus when it refuses a submit (a Controller's field.ref). */
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/**
 * An image picker with a preview and a remove button (SPEC §5: images only, hint '10MB'). A file that
 * is not an image or is larger than 10 MB is refused here, with a message, and never reaches the form.
 * While the form sends it, the field shows the upload's progress and the file cannot be changed.
 */
export function ImageUploadField({
  id,
  label,
  file,
  onFileChange,
  error,
  progress,
  failure,
  inputRef,
}: ImageUploadFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const previewUrl = usePreviewUrl(file);
  const hintId = `${id}-hint`;
  const message = problem ?? error;
  const isUploading = Boolean(file && progress);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again (after removing it) fires a change.
    event.target.value = '';
    if (!chosen) return;
    const refusal = imageFileProblem(chosen);
    setProblem(refusal);
    if (!refusal) onFileChange(chosen);
  };

  const remove = () => {
    setProblem(null);
    onFileChange(null);
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        onChange={choose}
        disabled={isUploading}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${hintId} ${fieldErrorId(id)}` : hintId}
        className="peer sr-only"
      />
      {file ? (
        <div className="mt-1.5 flex items-center gap-3 rounded-lg border border-slate-300 p-2 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 dark:border-slate-700">
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={`Pratinjau ${file.name}`}
              className="size-20 shrink-0 rounded-md bg-slate-100 object-cover dark:bg-slate-800"
            />
          ) : (
            <span aria-hidden="true" className="size-20 shrink-0 rounded-md bg-slate-100 dark:bg-slate-800" />
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-800 dark:text-slate-100">{file.name}</p>
            {progress ? (
              <div className="mt-1">
                <UploadProgressBar progress={progress} />
              </div>
            ) : (
              <label
                htmlFor={id}
                className="mt-1 inline-block cursor-pointer text-xs font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                Ganti gambar
              </label>
            )}
          </div>
          {!isUploading && (
            <button
              type="button"
              onClick={remove}
              aria-label="Hapus gambar"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-red-600 dark:text-slate-400 dark:hover:bg-red-950 dark:hover:text-red-400"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>
      ) : (
        <label
          htmlFor={id}
          className={`mt-1.5 flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors hover:border-brand-400 hover:bg-brand-50/50 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 dark:hover:bg-brand-950/40 ${
            message ? 'border-red-400 dark:border-red-500' : 'border-slate-500 dark:border-slate-500'
          }`}
        >
          <Upload aria-hidden="true" className="size-8 text-slate-400" strokeWidth={1.5} />
          <span className="text-sm font-semibold text-brand-700 dark:text-brand-300">Pilih gambar</span>
        </label>
      )}
      <p id={hintId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
        PNG, JPG up to 10MB
      </p>
      {message && (
        <p id={fieldErrorId(id)} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {message}
        </p>
      )}
      {failure && !isUploading && (
        <div className="mt-2">
          <UploadFailure {...failure} />
        </div>
      )}
    </div>
  );
}
