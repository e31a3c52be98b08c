// The auth use cases, built once by the composition root from their stores.
import type { AppDeps } from '../../deps';
import { createCodeRequests } from './code-requests';
import type { AuthContext } from './context';
import { createEmailVerificationUseCases } from './email-verification';
import { createLoginUseCases } from './login';
import { createPasswordResetUseCases } from './password-reset';
import { createProfileUseCases } from './profile';
import { createPromoUseCases } from './promo';
import { createReferralUseCases } from './referral';
import { createRegistrationLimit } from './registration-limit';
import { createRegistrationUseCases } from './registration';

export function createAuthService(deps: AppDeps, stores: Omit<AuthContext, 'deps'>) {
  const context: AuthContext = { deps, ...stores };
  const codeRequests = createCodeRequests(context);
  const emailVerification = createEmailVerificationUseCases(context, codeRequests);
  const referrals = createReferralUseCases(context);
  return {
    ...createRegistrationUseCases(context, emailVerification),
    ...createRegistrationLimit(context),
    ...createLoginUseCases(context, referrals),
    ...referrals,
    ...createPromoUseCases(context),
    ...createPasswordResetUseCases(context, codeRequests),
    ...createProfileUseCases(context, emailVerification),
    requestVerificationCode: emailVerification.requestVerificationCode,
    verifyEmail: emailVerification.verifyEmail,
    /** The code-requests job (code-requests.ts). */
    fulfilCodeRequest: codeRequests.fulfil,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
