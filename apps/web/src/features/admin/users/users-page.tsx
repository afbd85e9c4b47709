import { PagePlaceholder } from '../../../ui/page-placeholder';

export function AdminUsersPage() {
  return <PagePlaceholder title="Pengguna" />;
}
