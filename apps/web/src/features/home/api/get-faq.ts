import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SITE_CONTENT_STALE_MS } from '../site-content';

/** GET /faq: the questions and answers of the FAQ (public). */
export function getFaq() {
  return call('listFaq', {}, { auth: false });
}

export function useFaq() {
  return useQuery({
    queryKey: ['faq'],
    queryFn: async () => (await getFaq()).data,
    staleTime: SITE_CONTENT_STALE_MS,
  });
}
