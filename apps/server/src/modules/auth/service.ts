// The auth use cases, assembled once per app from its dependencies.
import type { AppDeps } from '../../deps';
import { createCodesRepository } from './codes-repository';
import { createCodeService } from './codes';
import type { AuthContext } from './context';
import { createEmailVerificationUseCases } from './email-verification';
import { createLoginUseCases } from './login';
import { createPasswordResetUseCases } from './password-reset';
import { createProfileUseCases } from './profile';
import { createPromoUseCases } from './promo';
import { createReferralUseCases } from './referral';
import { createRegistrationUseCases } from './registration';
import { createAuthStores } from './repository';
import type { SessionStore } from './sessions';

export function createAuthService(deps: AppDeps, sessions: SessionStore) {
  const context: AuthContext = {
    deps,
    sessions,
    stores: createAuthStores(deps.db, deps.clock),
    codes: createCodeService(createCodesRepository(deps.db), deps.clock),
  };
  const emailVerification = createEmailVerificationUseCases(context);
  const referrals = createReferralUseCases(context);
  return {
    ...createRegistrationUseCases(context, emailVerification),
    ...createLoginUseCases(context, referrals),
    ...referrals,
    ...createPromoUseCases(context),
    ...createPasswordResetUseCases(context),
    ...createProfileUseCases(context, emailVerification),
    requestVerificationCode: emailVerification.requestVerificationCode,
    verifyEmail: emailVerification.verifyEmail,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
