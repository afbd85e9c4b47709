import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SITE_CONTENT_STALE_MS } from '../site-content';

/** GET /why-us: the reasons of 'Kenapa Pilih Premium Shop?' (public), written by the admin. */
export function getWhyUs() {
  return call('listWhyUs', {}, { auth: false });
}

export function useWhyUs() {
  return useQuery({
    queryKey: ['why-us'],
    queryFn: async () => (await getWhyUs()).data,
    staleTime: SITE_CONTENT_STALE_MS,
  });
}
