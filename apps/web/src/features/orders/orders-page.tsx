import { PagePlaceholder } from '../../ui/page-placeholder';

export function OrdersPage() {
  return <PagePlaceholder title="Pesanan Saya" />;
}
