import { useParams } from 'react-router';
import { PagePlaceholder } from '../../ui/page-placeholder';

/** Serves /payment and /dashboard/payment/:id?; an account id there means a renewal. */
export function PaymentPage() {
  const { id: accountId } = useParams();
  return <PagePlaceholder title={accountId ? 'Perpanjang' : 'Pembayaran'} />;
}
