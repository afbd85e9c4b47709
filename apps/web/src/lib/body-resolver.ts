import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

interface BodyResolverOptions<Values> {
  /**
   * The form field that shows the message of a place in the body; by default the body's own path
   * ('newItem.name'). Undefined leaves the message out.
   */
  fieldOf?: (path: readonly PropertyKey[]) => string | undefined;
  /**
   * The form's own rules beyond the schema (what the server checks in its service, e.g. 'choose an
   * account'), as messages by field; a field the schema refuses keeps the schema's message.
   */
  refine?: (values: Values) => Partial<Record<string, string>>;
}

/**
 * A react-hook-form resolver for a form whose values are not yet the request's body (texts that
 * become numbers, lists or dates, fields left out when blank): `toBody` makes the body the form would
 * send and the endpoint's schema from the API contract checks it, so the browser refuses what the
 * server would, with the server's message. Each message goes to the field named by `fieldOf`; the
 * submit handler receives the parsed body.
 */
export function bodyResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toBody: (values: Values) => z.input<Schema>,
  { fieldOf = (path) => path.join('.') || undefined, refine }: BodyResolverOptions<Values> = {},
): Resolver<Values, unknown, z.output<Schema>> {
  return async (values, _context, options) => {
    const parsed = await schema.safeParseAsync(toBody(values));
    const errors: Record<string, FieldError> = {};
    const add = (field: string | undefined, message: string, type: string) => {
      if (field && !errors[field]) errors[field] = { type, message };
    };
    if (!parsed.success) {
      for (const issue of parsed.error.issues) add(fieldOf(issue.path), issue.message, issue.code);
    }
    for (const [field, message] of Object.entries(refine?.(values) ?? {})) {
      if (message) add(field, message, 'validate');
    }
    // A refusal no field shows still keeps the body from being sent.
    const first = parsed.error?.issues[0];
    if (Object.keys(errors).length === 0 && first) add('root', first.message, first.code);
    if (parsed.success && Object.keys(errors).length === 0) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: parsed.data, errors: {} };
    }
    return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
  };
}
