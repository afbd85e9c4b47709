import type { AdminUser, UpdateUserBody } from '@premium-shop/domain/admin-people-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../ui/toast';
import { call, errorMessage } from '../../../../lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './list-users';

export const UPDATE_USER_FAILED = 'Gagal memperbarui pengguna.';

/** PATCH /admin/users/:id {role?, isActive?}. */
export async function updateUser({
  id,
  changes,
}: {
  id: string;
  changes: UpdateUserBody;
}): Promise<AdminUser> {
  return (await call('adminUpdateUser', { params: { id }, body: changes })).data;
}

/** Changes a user's role or active flag, says how it went and reloads the lists. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (user, { changes }) => {
      const what =
        changes.isActive === false
          ? `${user.name} dinonaktifkan.`
          : changes.isActive === true
            ? `${user.name} diaktifkan kembali.`
            : `${user.name} sekarang ${user.role === 'admin' ? 'admin' : 'pelanggan'}.`;
      toast.success(what);
      await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
    },
    onError: (error) => {
      toast.error(errorMessage(error, UPDATE_USER_FAILED));
    },
  });
}
