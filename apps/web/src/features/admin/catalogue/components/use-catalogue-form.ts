import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '../../../../lib/api-client';

/** What a shared zod schema's `safeParse` answers, reduced to what the form reads. */
type ParseResult<Input> =
  | { success: true; data: Input }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

interface CatalogueFormOptions<Input, Data extends { message?: string }> {
  save: UseMutationResult<Data, Error, { id?: string; input: Input }>;
  /** The edited record's id; none when the form adds one. */
  id: string | undefined;
  /** The toasts' fallbacks when the server sends no message, e.g. 'Kategori berhasil disimpan'. */
  messages: { saved: string; failed: string };
  onSaved: () => void;
}

/**
 * A small catalogue form's submit: the shared schema's first message per field, or the save with a toast
 * either way; the server's field errors land on the same fields.
 */
export function useCatalogueForm<Input, Data extends { message?: string }>({
  save,
  id,
  messages,
  onSaved,
}: CatalogueFormOptions<Input, Data>) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent, parsed: ParseResult<Input>) => {
    event.preventDefault();
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { id, input: parsed.data },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? messages.saved);
          onSaved();
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors({ ...error.fieldErrors });
          toast.error(errorMessage(error, messages.failed));
        },
      },
    );
  };

  return { errors, submit };
}
