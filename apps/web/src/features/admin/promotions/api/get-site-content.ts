import type { ContentDocuments, ContentKey } from '@premium-shop/domain/admin-promotions-schema';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { promotionKeys } from './query-keys';

/** GET /admin/site-content/:key: the stored document (empty when never written). */
export async function getSiteContent<K extends ContentKey>(key: K) {
  const { data } = await call('adminGetSiteContent', { params: { key } });
  // The contract answers any key's document; the key asked for says which one it is.
  return { data: data as ContentDocuments[K] };
}

export function useSiteContent<K extends ContentKey>(key: K) {
  return useQuery({
    queryKey: promotionKeys.content(key),
    queryFn: async () => (await getSiteContent(key)).data,
  });
}
