import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { buttonClassName } from '../../../ui/button-class';
import { Spinner } from '../../../ui/spinner';

interface PanelStateProps<T> {
  query: UseQueryResult<T[]>;
  /** Shown when the list is empty. */
  empty: string;
  /** What is loaded, for the failure message: 'promo', 'voucher', ... */
  what: string;
  children: (rows: T[]) => ReactNode;
}

/** Why a list failed to load, with 'Coba Lagi'; the caller announces it (role=alert). */
export function LoadFailure({ query, what }: { query: UseQueryResult; what: string }) {
  return (
    <>
      <p>{errorMessage(query.error, `Data ${what} gagal dimuat.`)}</p>
      <button
        type="button"
        className={`${buttonClassName('secondary', 'py-1.5')} mt-2`}
        onClick={() => void query.refetch()}
      >
        Coba Lagi
      </button>
    </>
  );
}

/** A list's loading, failure (with 'Coba Lagi') and empty states; the list itself otherwise. */
export function PanelState<T>({ query, empty, what, children }: PanelStateProps<T>) {
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-500 dark:text-slate-400">
        <Spinner /> Memuat data {what} ...
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="space-y-2 py-6 text-sm text-red-600 dark:text-red-400">
        <LoadFailure query={query} what={what} />
      </div>
    );
  }
  if (query.data.length === 0) {
    return <p className="py-6 text-sm text-slate-500 dark:text-slate-400">{empty}</p>;
  }
  return <>{children(query.data)}</>;
}
