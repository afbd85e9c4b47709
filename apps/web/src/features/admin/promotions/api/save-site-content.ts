import type { ContentDocuments, ContentKey } from '@premium-shop/domain/admin-promotions-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { promotionKeys, refreshStorefront } from './query-keys';

/** PUT /admin/site-content/:key: replaces the whole document; the storefront shows it at once. */
export function saveSiteContent<K extends ContentKey>(key: K, document: ContentDocuments[K]) {
  return api.put<ContentDocuments[K]>(`admin/site-content/${key}`, document);
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
