import { PagePlaceholder } from '../../ui/page-placeholder';

export function ResetPasswordPage() {
  return <PagePlaceholder title="Reset Password" />;
}
