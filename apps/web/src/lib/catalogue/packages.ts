import type { PackageInfo } from '@premium-shop/domain/storefront-schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

const PACKAGES_STALE_MS = 5 * 60 * 1000;

/** GET /packages (public): the listing's Package filter. */
export function getPackages() {
  return api.get<PackageInfo[]>('packages', { auth: false });
}

export function usePackages() {
  return useQuery({
    queryKey: ['packages'],
    queryFn: async () => (await getPackages()).data,
    staleTime: PACKAGES_STALE_MS,
  });
}
