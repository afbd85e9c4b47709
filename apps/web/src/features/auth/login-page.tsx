import { useSearchParams } from 'react-router';
import { PagePlaceholder } from '../../ui/page-placeholder';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const isRegister = searchParams.get('to')?.replace(/^\//, '') === 'register';
  return <PagePlaceholder title={isRegister ? 'Daftar' : 'Login'} />;
}
