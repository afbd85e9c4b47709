import { useQuery } from '@tanstack/react-query';
import { call } from '../api-client';

/** The admin edits categories rarely: one fetch every few minutes is enough. */
const CATEGORIES_STALE_MS = 5 * 60 * 1000;

/** GET /categories (public). */
export function getCategories() {
  return call('listCategories', {}, { auth: false });
}

export function useCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: async () => (await getCategories()).data,
    staleTime: CATEGORIES_STALE_MS,
  });
}
