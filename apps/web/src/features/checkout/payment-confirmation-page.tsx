import { useParams } from 'react-router';
import { PagePlaceholder } from '../../ui/page-placeholder';

/** Serves the public and the dashboard confirmation routes; `type` is preorder, host or payment. */
export function PaymentConfirmationPage() {
  const { type = '' } = useParams();
  return <PagePlaceholder title={`Konfirmasi Pembelian ${type.toUpperCase()}`.trim()} />;
}
