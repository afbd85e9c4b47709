import { useId, useState, type ChangeEvent, type Ref } from 'react';
import { toast } from '../../../../ui/toast';
import { errorMessage } from '../../../../lib/api-client';
import { isRetryableUploadFailure } from '../../../../lib/upload-progress';
import { Field, fieldErrorId, inputClassName } from '../../../../ui/field';
import { imageFileProblem } from '../../../../ui/image-upload-field';
import { SafeImage } from '../../../../ui/safe-image';
import { Spinner } from '../../../../ui/spinner';
import { UploadFailure, UploadProgressBar } from '../../../../ui/upload-progress';
import { useUploadCatalogueImage } from '../api/upload-catalogue-image';

interface CatalogueImageFieldProps {
  id: string;
  label: string;
  /** The stored path (uploads/catalogue/...) or an absolute URL. */
  value: string;
  onChange: (path: string) => void;
  error?: string | undefined;
  /** The path input, for a form that focuses it when refused. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A catalogue image: its preview, its path (editable, for an image already on the server or a URL)
 * and 'Unggah' that uploads a file at once, with its progress, and puts the public path the server
 * answers in the field. An upload lost on the way (network, server error) can be sent again as it was.
 */
export function CatalogueImageField({
  id,
  label,
  value,
  onChange,
  error,
  inputRef,
}: CatalogueImageFieldProps) {
  const fileId = useId();
  const upload = useUploadCatalogueImage();
  const [failed, setFailed] = useState<{ file: File; message: string } | null>(null);

  const send = (file: File) => {
    setFailed(null);
    upload.mutate(file, {
      onSuccess: ({ data }) => {
        onChange(data.path);
        toast.success(`${label} berhasil diunggah`);
      },
      onError: (uploadError) => {
        const message = errorMessage(uploadError, 'Gagal mengunggah gambar');
        if (isRetryableUploadFailure(uploadError)) setFailed({ file, message });
        else toast.error(message);
      },
    });
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    send(file);
  };

  return (
    <Field id={id} label={label} error={error}>
      <div className="flex items-center gap-3">
        <SafeImage
          src={value}
          alt={value ? `Pratinjau ${label}` : ''}
          className="size-14 shrink-0 rounded-lg border border-slate-200 object-cover dark:border-slate-700"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <input
            ref={inputRef}
            id={id}
            type="text"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder="uploads/catalogue/gambar.png"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fieldErrorId(id) : undefined}
            className={inputClassName(Boolean(error))}
          />
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <input
              id={fileId}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={choose}
              disabled={upload.isPending}
              aria-label={`Unggah ${label}`}
              className="peer sr-only"
            />
            <label
              htmlFor={fileId}
              className="inline-flex cursor-pointer items-center gap-1.5 rounded-md whitespace-nowrap border border-slate-300 px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {upload.isPending && <Spinner className="size-3" />}
              {upload.isPending ? 'Mengunggah…' : 'Unggah gambar'}
            </label>
            <span className="text-xs text-slate-500 dark:text-slate-400">
              PNG, JPG, WebP, GIF; maks. 10MB
            </span>
          </div>
          {upload.progress && <UploadProgressBar progress={upload.progress} />}
          {failed && !upload.isPending && (
            <UploadFailure message={failed.message} onRetry={() => send(failed.file)} />
          )}
        </div>
      </div>
    </Field>
  );
}
