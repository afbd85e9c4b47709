import { useQuery } from '@tanstack/react-query';
import { call } from '../api-client';

const PACKAGES_STALE_MS = 5 * 60 * 1000;

/** GET /packages (public): the listing's Package filter. */
export function getPackages() {
  return call('listPackages', {}, { auth: false });
}

export function usePackages() {
  return useQuery({
    queryKey: ['packages'],
    queryFn: async () => (await getPackages()).data,
    staleTime: PACKAGES_STALE_MS,
  });
}
