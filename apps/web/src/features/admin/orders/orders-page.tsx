import { PagePlaceholder } from '../../../ui/page-placeholder';

export function AdminOrdersPage() {
  return <PagePlaceholder title="Pesanan" />;
}
