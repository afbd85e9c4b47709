import { z } from 'zod';

/** The `pagination` of every list answer (`{ page, limit, total, totalPages }`): `totalPages` is 0 for an empty list. */
export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export type Pagination = z.infer<typeof paginationSchema>;

/** How many rows come before the 1-based `page` of `limit` rows. */
export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit;
}

/** The `pagination` of a list answer: `totalPages` rounds a partial last page up, and is 0 when `total` is. */
export function paginationOf(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}
