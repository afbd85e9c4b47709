import { z } from 'zod';

/** The `pagination` of every list answer (`{ page, limit, total, totalPages }`): `totalPages` is 0 for an empty list. */
export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export type Pagination = z.infer<typeof paginationSchema>;
