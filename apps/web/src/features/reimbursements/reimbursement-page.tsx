import { PagePlaceholder } from '../../ui/page-placeholder';

export function ReimbursementPage() {
  return <PagePlaceholder title="Reimburse" />;
}
