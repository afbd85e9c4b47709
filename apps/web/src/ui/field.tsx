import type { ReactNode } from 'react';

/** Id of the message under a field, for the input's aria-describedby. */
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** The aria attributes tying an input to its message, so a screen reader reads the error with the field. */
export function fieldAria(id: string, message: string | undefined) {
  return {
    'aria-invalid': message !== undefined,
    'aria-describedby': message ? fieldErrorId(id) : undefined,
  };
}

/** Classes of a text input; red once its field has an error. */
export function inputClassName(hasError = false): string {
  return `block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 disabled:cursor-not-allowed disabled:bg-slate-100 read-only:bg-slate-50 read-only:text-slate-600 dark:bg-slate-900 dark:text-white dark:read-only:bg-slate-800 dark:read-only:text-slate-300 ${
    hasError
      ? 'border-red-500 focus:outline-red-500 dark:border-red-400'
      : 'border-slate-500 focus:outline-brand-600 dark:border-slate-500'
  }`;
}

interface FieldProps {
  /** The input's id: the label points at it, so getByLabelText and screen readers find the input by name. */
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

/**
 * A label, its input (given as children, which set their own aria attributes) and the field's message.
 * The message is an alert: a refused submit focuses the first invalid field before its message is
 * drawn, so the message is announced as it appears, not only when the field is reached again.
 */
export function Field({ id, label, error, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
      {error && (
        <p id={fieldErrorId(id)} role="alert" className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
