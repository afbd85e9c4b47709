import { normalizeImagePath } from '@premium-shop/domain/catalogue';
import { ImageIcon } from 'lucide-react';
import { useState } from 'react';

/**
 * The URL of an image path as the API sends it (SPEC §3: relative, maybe with backslashes): absolute URLs
 * and data URIs stay as they are, a relative path is served from the site root (/uploads/...).
 */
export function imageUrl(path: string | null | undefined): string {
  const normalized = normalizeImagePath(path?.trim() ?? '');
  if (!normalized) return '';
  if (/^(?:[a-z][a-z\d+.-]*:|\/)/i.test(normalized)) return normalized;
  return `/${normalized}`;
}

interface SafeImageProps {
  /** The API's image path; see imageUrl. */
  src: string | null | undefined;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  loading?: 'lazy' | 'eager';
  /** 'high' for the image that is likely the page's largest paint, so it is not queued behind others. */
  fetchPriority?: 'high' | 'auto';
}

/** An image that falls back to a neutral placeholder when it is missing or fails to load (SPEC §8). */
export function SafeImage({
  src,
  alt,
  className = '',
  width,
  height,
  loading = 'lazy',
  fetchPriority,
}: SafeImageProps) {
  const url = imageUrl(src);
  // The URL that failed: a new src gets its own chance without an effect resetting state.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  if (!url || failedUrl === url) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-placeholder=""
        className={`inline-flex items-center justify-center bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500 ${className}`}
      >
        <ImageIcon aria-hidden="true" className="size-1/3 max-h-10 max-w-10" strokeWidth={1.5} />
      </span>
    );
  }

  return (
    <img
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={() => setFailedUrl(url)}
      className={className}
    />
  );
}
