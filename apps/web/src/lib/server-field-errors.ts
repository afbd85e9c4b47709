import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the per-field messages of a refused request (`ApiError.fieldErrors`) under the form's own
 * fields, as react-hook-form errors of type 'server'; messages for fields the form lacks are skipped.
 * With `shouldFocus`, the first of `fields` that got a message takes the focus.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  { shouldFocus = false }: { shouldFocus?: boolean } = {},
): void {
  if (!(error instanceof ApiError)) return;
  let isFocusTaken = !shouldFocus;
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !isFocusTaken });
    isFocusTaken = true;
  }
}
