import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { AuthResponse } from '@hangtime/core/auth/schemas';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { RegistrationScreen } from '../components/registration-screen';
import { SignedInReferral } from '../components/signed-in-referral';
import type { TermsModalComponent } from '../components/terms-modal-slot';

export const REGISTRATION_SUCCESS_MESSAGE = 'Registration successful! Please check your email for a verification code.';

export function RegisterPage({ TermsModal }: { TermsModal: TermsModalComponent }) {
  const { referralCode = null } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  // Set together with the new session, so this page never mistakes the person who just
  // registered for a signed-in visitor with a referral link.
  const [hasRegistered, setHasRegistered] = useState(false);

  function handleRegistered({ access_token, user }: AuthResponse) {
    setHasRegistered(true);
    session.signIn(access_token, user);
    if (user.email_verified) {
      navigate(paths.onboarding, { replace: true });
      return;
    }
    navigate(paths.verifyEmail, {
      replace: true,
      state: { email: user.email, message: REGISTRATION_SUCCESS_MESSAGE, fromRegistration: true },
    });
  }

  if (referralCode && !hasRegistered) {
    if (session.status === 'loading') return <PageLoader />;
    if (session.status === 'authenticated') return <SignedInReferral referralCode={referralCode} />;
  }
  return <RegistrationScreen referralCode={referralCode} TermsModal={TermsModal} onRegistered={handleRegistered} />;
}
