import { PagePlaceholder } from '../../ui/page-placeholder';

export function DashboardCataloguePage() {
  return <PagePlaceholder title="Pembelian" />;
}
