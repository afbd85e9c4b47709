import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

/** GET /admin/notification-categories: the categories a notification can be sent in. */
export function useNotificationCategories() {
  return useQuery({
    queryKey: ['admin', 'notification-categories'],
    queryFn: async () => (await call('adminListNotificationCategories')).data,
    staleTime: 5 * 60_000,
  });
}
