import type { ContentDocuments, ContentKey } from '@premium-shop/domain/admin-promotions-schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { promotionKeys } from './query-keys';

/** GET /admin/site-content/:key: the stored document (empty when never written). */
export function getSiteContent<K extends ContentKey>(key: K) {
  return api.get<ContentDocuments[K]>(`admin/site-content/${key}`);
}

export function useSiteContent<K extends ContentKey>(key: K) {
  return useQuery({
    queryKey: promotionKeys.content(key),
    queryFn: async () => (await getSiteContent(key)).data,
  });
}
