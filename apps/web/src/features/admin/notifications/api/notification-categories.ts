import type { NotificationCategory } from '@premium-shop/domain/admin-people-schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** GET /admin/notification-categories: the categories a notification can be sent in. */
export function useNotificationCategories() {
  return useQuery({
    queryKey: ['admin', 'notification-categories'],
    queryFn: async () => (await api.get<NotificationCategory[]>('admin/notification-categories')).data,
    staleTime: 5 * 60_000,
  });
}
