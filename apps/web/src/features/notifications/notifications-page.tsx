import { PagePlaceholder } from '../../ui/page-placeholder';

export function NotificationsPage() {
  return <PagePlaceholder title="Notifikasi" />;
}
