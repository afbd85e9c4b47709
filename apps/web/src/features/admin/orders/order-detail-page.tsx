import { PagePlaceholder } from '../../../ui/page-placeholder';

export function AdminOrderDetailPage() {
  return <PagePlaceholder title="Detail Pesanan" />;
}
