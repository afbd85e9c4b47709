import { PagePlaceholder } from '../../../ui/page-placeholder';

export function AdminStockPage() {
  return <PagePlaceholder title="Stok Akun" />;
}
