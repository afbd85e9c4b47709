import type { ErrorCode } from '@premium-shop/domain/errors';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

interface ServerFieldErrorOptions<T extends FieldValues> {
  /**
   * The form field that shows the message of a place in the body ('links.2' under 'links', 'product'
   * under 'productId'); by default the place itself when it is one of `fields`.
   */
  fieldOf?: (place: string) => Path<T> | undefined;
  /**
   * A refusal the server names no field for, put under the field it is about (a taken phone number
   * under the phone, wrong credentials under the password), with the refusal's own message.
   */
  fieldOfCode?: Partial<Record<ErrorCode, Path<T>>>;
  /** Leaves the focus where it is: for a form whose submit does not move on from the page's focus. */
  keepsFocus?: boolean;
}

/**
 * Puts the per-field messages of a refused request (`ApiError.fieldErrors`) under the form's own
 * fields, as react-hook-form errors of type 'server'; messages for fields the form lacks are skipped.
 * The first of `fields` (in the form's order) that got a message takes the focus, so the message is
 * read with it (WCAG 3.3.1), as after a refusal in the browser. Returns whether any field got one.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  { fieldOf, fieldOfCode, keepsFocus = false }: ServerFieldErrorOptions<T> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const messages = new Map<Path<T>, string>();
  for (const [place, message] of Object.entries(error.fieldErrors)) {
    const field = fieldOf ? fieldOf(place) : fields.find((candidate) => candidate === place);
    if (field && !messages.has(field)) messages.set(field, message);
  }
  const fieldOfRefusal = fieldOfCode?.[error.code];
  if (fieldOfRefusal && !messages.has(fieldOfRefusal)) messages.set(fieldOfRefusal, error.message);
  let isFocusTaken = keepsFocus;
  for (const field of fields) {
    const message = messages.get(field);
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !isFocusTaken });
    isFocusTaken = true;
  }
  return messages.size > 0;
}
