import { PagePlaceholder } from '../../ui/page-placeholder';

export function ForgotPasswordPage() {
  return <PagePlaceholder title="Lupa Password" />;
}
