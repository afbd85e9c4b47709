import { PagePlaceholder } from '../../ui/page-placeholder';

export function SettingsPage() {
  return <PagePlaceholder title="Pengaturan Akun" />;
}
