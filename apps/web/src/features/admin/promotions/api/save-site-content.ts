import type { ContentDocuments, ContentKey } from '@premium-shop/domain/admin-promotions-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { promotionKeys, refreshStorefront } from './query-keys';

/** PUT /admin/site-content/:key: replaces the whole document; the storefront shows it at once. */
export async function saveSiteContent<K extends ContentKey>(key: K, document: ContentDocuments[K]) {
  const { data, message } = await call('adminSaveSiteContent', { params: { key }, body: document });
  // The server answers the document it stored under this key, in this key's shape.
  return { data: data as ContentDocuments[K], message };
}

export function useSaveSiteContent<K extends ContentKey>(key: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: ContentDocuments[K]) => saveSiteContent(key, document),
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(promotionKeys.content(key), data);
      // The storefront's queries are keyed like the content: ['announcement'], ['flash-cards'], ...
      await refreshStorefront(queryClient, key);
    },
  });
}
