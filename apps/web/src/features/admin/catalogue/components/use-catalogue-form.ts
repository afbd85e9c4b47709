import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import type { BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { toast } from '../../../../ui/toast';
import type { z } from 'zod';
import { errorMessage } from '../../../../lib/api-client';
import { showServerFieldErrors } from '../../../../lib/server-field-errors';

interface CatalogueFormOptions<Values extends FieldValues, Output, Data extends { message?: string }> {
  /** The call's body schema from the API contract; the form's fields are the body's. */
  schema: z.ZodType<Output, Values>;
  defaultValues: Values;
  save: UseMutationResult<Data, Error, { id?: string; input: Output }>;
  /** The edited record's id; none when the form adds one. */
  id: string | undefined;
  /** The toasts' fallbacks when the server sends no message, e.g. 'Kategori berhasil disimpan'. */
  messages: { saved: string; failed: string };
  onSaved: () => void;
}

/**
 * A small catalogue form (category, package) on react-hook-form with its call's body schema, so the
 * browser refuses what the server would, in its words, and focuses the first field refused; the save
 * toasts either way and the server's field messages land on the same fields.
 */
export function useCatalogueForm<Values extends FieldValues, Output, Data extends { message?: string }>({
  schema,
  defaultValues,
  save,
  id,
  messages,
  onSaved,
}: CatalogueFormOptions<Values, Output, Data>) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver<Values, unknown, Output>(schema),
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  const fields = Object.keys(defaultValues) as Path<Values>[];

  const onValid = (input: Output) =>
    save.mutate(
      { id, input },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? messages.saved);
          onSaved();
        },
        onError: (error) => {
          showServerFieldErrors(error, fields, form.setError);
          toast.error(errorMessage(error, messages.failed));
        },
      },
    );
  const submit = (event?: BaseSyntheticEvent) => void form.handleSubmit(onValid)(event);

  return { ...form, submit };
}
