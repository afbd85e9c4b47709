import { PagePlaceholder } from '../../ui/page-placeholder';

export function OrderDetailPage() {
  return <PagePlaceholder title="Detail Pesanan" />;
}
