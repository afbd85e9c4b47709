import { PagePlaceholder } from '../../../ui/page-placeholder';

export function AdminSummaryPage() {
  return <PagePlaceholder title="Ringkasan" />;
}
