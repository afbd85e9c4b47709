import { PagePlaceholder } from '../../../ui/page-placeholder';

export function AdminComplaintsPage() {
  return <PagePlaceholder title="Pengaduan" />;
}
