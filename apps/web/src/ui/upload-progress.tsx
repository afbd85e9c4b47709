import { useEffect, useId, useRef } from 'react';
import { uploadPercent, type UploadProgress } from '../lib/upload-progress';
import { buttonClassName } from './button-class';

/** 'Mengunggah… 42%', or 'Mengunggah…' while the size is unknown. */
export function uploadProgressLabel(progress: UploadProgress): string {
  const percent = uploadPercent(progress);
  return percent === null ? 'Mengunggah…' : `Mengunggah… ${percent}%`;
}

/**
 * The bar of a file on its way (a 10 MB picture takes a while on a phone): a progressbar named by the
 * text above it, with the percent as its value (none while the size is unknown).
 */
export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const labelId = useId();
  const percent = uploadPercent(progress);
  return (
    <div className="w-full">
      <p id={labelId} className="text-xs font-medium text-slate-600 tabular-nums dark:text-slate-300">
        {uploadProgressLabel(progress)}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={`h-full rounded-full bg-brand-600 transition-[width] duration-200 dark:bg-brand-400 ${
            percent === null ? 'w-full animate-pulse' : ''
          }`}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** An upload that failed on the way (no connection, a server error): its message and 'Coba lagi'. */
export interface UploadFailureProps {
  message: string;
  /** Sends the same upload again; what was filled in and chosen stays as it is. */
  onRetry: () => void;
}

export function UploadFailure({ message, onRetry }: UploadFailureProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The form's send button may sit in a dialog's footer, far from the field: bring the notice into view.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div
      ref={ref}
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 dark:border-red-900 dark:bg-red-950/60"
    >
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {message}
      </p>
      <button type="button" onClick={onRetry} className={buttonClassName('secondary')}>
        Coba lagi
      </button>
    </div>
  );
}
