import { useEffect, useState } from 'react';
import { ensureSession } from '../lib/api-client';

interface AuthenticatedImageProps {
  /** A file address that needs the bearer token, such as '/api/files/<name>'. */
  src: string;
  alt: string;
  className?: string;
}

type Loaded = { src: string; url: string } | { src: string; url: null };

/**
 * An image served only to its owner (payment and reimbursement proofs): fetched with the session's
 * bearer token and shown through an object URL, which is revoked when the image goes away.
 */
export function AuthenticatedImage({ src, alt, className = '' }: AuthenticatedImageProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void (async () => {
      try {
        const session = await ensureSession();
        const headers = new Headers();
        if (session) headers.set('Authorization', `Bearer ${session.accessToken}`);
        const response = await fetch(src, { headers, signal: controller.signal });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const blob = await response.blob();
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ src, url: objectUrl });
      } catch {
        if (!controller.signal.aborted) setLoaded({ src, url: null });
      }
    })();
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);

  const current = loaded?.src === src ? loaded : null;

  if (!current) {
    return (
      <span role="status" className={`flex items-center justify-center ${className}`}>
        <span
          aria-hidden="true"
          className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600 dark:border-slate-700 dark:border-t-brand-400"
        />
        <span className="sr-only">Memuat gambar...</span>
      </span>
    );
  }
  if (!current.url) {
    return (
      <span
        role="img"
        aria-label={alt}
        className={`flex items-center justify-center bg-slate-100 text-sm text-slate-500 dark:bg-slate-800 dark:text-slate-400 ${className}`}
      >
        Gambar tidak dapat dimuat
      </span>
    );
  }
  return <img src={current.url} alt={alt} className={className} />;
}
