import { PagePlaceholder } from '../../ui/page-placeholder';

export function AdminHomePage() {
  return <PagePlaceholder title="Panel Admin" />;
}
