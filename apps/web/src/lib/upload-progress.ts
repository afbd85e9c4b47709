import { useCallback, useState } from 'react';
import { ApiError, type UploadProgressListener } from './api-client';

/** How far an upload's body has gone: bytes sent and bytes in all (0 when the browser cannot say). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The whole percent sent, or null when the size is unknown. */
export function uploadPercent({ loaded, total }: UploadProgress): number | null {
  if (total <= 0) return null;
  return Math.min(100, Math.floor((loaded * 100) / total));
}

/**
 * Whether sending the same upload again may work: the connection failed or the server (or a proxy
 * before it) failed, as opposed to an answer about the form (4xx) or an upload the user cancelled.
 */
export function isRetryableUploadFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  return !(error instanceof DOMException && error.name === 'AbortError');
}

/**
 * The progress of one upload at a time. `start()` forgets the last upload's progress and gives the
 * listener for `call`'s onUploadProgress; the state changes only when the whole percent does.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const listener = useCallback<UploadProgressListener>((loaded, total) => {
    setProgress((previous) => {
      const next = { loaded, total };
      const isSame =
        previous !== null && previous.total === total && uploadPercent(previous) === uploadPercent(next);
      return isSame ? previous : next;
    });
  }, []);
  const start = useCallback(() => {
    setProgress(null);
    return listener;
  }, [listener]);
  return { progress, start };
}
