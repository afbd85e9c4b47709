import { useEffect, useId, useRef, type ReactNode } from 'react';
import { buttonClassName } from '../../../ui/button-class';
import { Spinner } from '../../../ui/spinner';

interface EditorCardProps {
  title: string;
  /** The id of the form inside; the submit button sits outside it and names it. */
  formId: string;
  submitLabel: string;
  isPending: boolean;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * An add/edit form shown in the page above its list (not in a dialog: a long form in a dialog
 * left its buttons out of reach on a phone). It scrolls into view and takes the focus when it opens.
 */
export function EditorCard({ title, formId, submitLabel, isPending, onCancel, children }: EditorCardProps) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const card = ref.current;
    card?.scrollIntoView?.({ block: 'nearest' });
    card?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);

  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      className="space-y-4 rounded-lg border border-brand-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <h3 id={titleId} className="text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      {children}
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClassName('secondary')} onClick={onCancel}>
          Batal
        </button>
        <button
          type="submit"
          form={formId}
          className={buttonClassName()}
          disabled={isPending}
          aria-busy={isPending}
        >
          {isPending && <Spinner />}
          {submitLabel}
        </button>
      </div>
    </section>
  );
}
