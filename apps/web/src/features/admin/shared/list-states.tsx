import type { ReactNode } from 'react';
import { PageSpinner } from '../../../ui/page-spinner';
import { Spinner } from '../../../ui/spinner';

/** The line a console list shows while it loads, e.g. 'Memuat pengguna ...'. */
export function ListLoading({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
      <Spinner /> {children}
    </p>
  );
}

/** A console list that could not be loaded, announced at once. */
export function ListError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="text-sm text-red-600 dark:text-red-400">
      {children}
    </p>
  );
}

interface PageListStateProps {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  loadFailure: string;
  empty: string;
  /** The rows, shown once they are loaded and there is at least one. */
  children: ReactNode;
}

/** A console page's list (orders, complaints, reimbursements): a spinner, its failure, its empty text or its rows. */
export function PageListState({
  isPending,
  isError,
  isEmpty,
  loadFailure,
  empty,
  children,
}: PageListStateProps) {
  if (isPending) return <PageSpinner />;
  if (isError) {
    return (
      <p role="alert" className="py-10 text-center text-red-600 dark:text-red-400">
        {loadFailure}
      </p>
    );
  }
  if (isEmpty) return <p className="py-10 text-center text-slate-600 dark:text-slate-400">{empty}</p>;
  return children;
}
