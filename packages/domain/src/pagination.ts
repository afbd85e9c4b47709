import { z } from 'zod';

/** The `pagination` of every list answer (DESIGN.md §4 envelope): `totalPages` is 0 for an empty list. */
export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export type Pagination = z.infer<typeof paginationSchema>;
