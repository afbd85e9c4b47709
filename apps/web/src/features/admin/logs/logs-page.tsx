import { PagePlaceholder } from '../../../ui/page-placeholder';

export function AdminLogsPage() {
  return <PagePlaceholder title="Log" />;
}
