import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

/** POST /users/phone/code: sends a 6-digit code by WhatsApp to the signed-in user's number. */
export function useRequestPhoneCode() {
  return useMutation({
    mutationFn: async () => (await call('requestPhoneCode')).data,
  });
}
