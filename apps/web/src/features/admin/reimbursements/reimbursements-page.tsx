import { PagePlaceholder } from '../../../ui/page-placeholder';

export function AdminReimbursementsPage() {
  return <PagePlaceholder title="Reimburse" />;
}
