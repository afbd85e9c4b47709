import { useSearchParams } from 'react-router';
import { PagePlaceholder } from '../../ui/page-placeholder';

export function AllProductPage() {
  const [searchParams] = useSearchParams();
  return (
    <PagePlaceholder title={searchParams.get('type') === 'digital' ? 'Produk Digital' : 'Produk Kami'} />
  );
}
