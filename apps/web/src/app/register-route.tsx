// Registration needs the legal feature's consent modal; features never import each other, so
// the app composes them here.
import { RegisterPage } from '../features/auth/pages/register-page';
import { TermsModal } from '../features/legal/components/terms-modal';

export function RegisterRoute() {
  return <RegisterPage TermsModal={TermsModal} />;
}
