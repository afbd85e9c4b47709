import { PagePlaceholder } from '../../../ui/page-placeholder';

export function AdminCataloguePage() {
  return <PagePlaceholder title="Katalog" />;
}
