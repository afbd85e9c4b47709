import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SITE_CONTENT_STALE_MS } from '../site-content';

/** GET /announcement: the marquee text, or null when there is none (public). */
export function getAnnouncement() {
  return call('getAnnouncement', {}, { auth: false });
}

export function useAnnouncement() {
  return useQuery({
    queryKey: ['announcement'],
    queryFn: async () => (await getAnnouncement()).data,
    staleTime: SITE_CONTENT_STALE_MS,
  });
}
