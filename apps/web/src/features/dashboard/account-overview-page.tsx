import { PagePlaceholder } from '../../ui/page-placeholder';

export function AccountOverviewPage() {
  return <PagePlaceholder title="Akun Anda" />;
}
