import { PagePlaceholder } from '../../ui/page-placeholder';

export function ProductPage() {
  return <PagePlaceholder title="Detail Produk" />;
}
