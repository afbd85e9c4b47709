import { PagePlaceholder } from '../../../ui/page-placeholder';

export function AdminNotificationsPage() {
  return <PagePlaceholder title="Notifikasi" />;
}
