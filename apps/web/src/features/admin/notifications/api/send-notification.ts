import type { SendNotificationBody, SendNotificationResult } from '@premium-shop/domain/admin-people-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

/** POST /admin/notifications: to one user or to every active customer. */
export async function sendNotification(body: SendNotificationBody): Promise<SendNotificationResult> {
  return (await call('adminSendNotification', { body })).data;
}

/** Sends a notification; the audit log and the outbox have new rows afterwards. */
export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNotification,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
      ]),
  });
}
