// The beta gate: who needs a promo code to register, and taking one use of a code.
import { z } from 'zod';
import { AppError } from '@hangtime/core/errors';
import { emailField, type PromoCheckResponse } from '@hangtime/core/auth/schemas';
import type { AuthContext } from './context';
import { normaliseFriendlyCode } from '../../lib/friendly-codes';
import { authMessages } from './messages';
import type { AuthStores } from './repository';

const promoRequired = () =>
  new AppError('VALIDATION_ERROR', authMessages.promoRequired, { fields: { promo_code: authMessages.promoRequired } });

/**
 * Inside the registration transaction: when the beta gate is on and nothing else admits the
 * person (a valid referral, a pending invitation), one use of their promo code is taken.
 */
export async function admitThroughPromo(
  tx: AuthStores,
  registrant: { email: string; phone: string; promoCode: string | null | undefined; hasReferrer: boolean },
  context: AuthContext,
): Promise<void> {
  if (!context.deps.config.PROMO_CODES_REQUIRED || registrant.hasReferrer) return;
  if (await tx.friends.hasPendingInvitation(registrant.email, registrant.phone)) return;
  const code = registrant.promoCode ? normaliseFriendlyCode(registrant.promoCode) : '';
  if (!code || !(await tx.accounts.consumePromoCode(code, context.deps.clock.now()))) throw promoRequired();
}

/**
 * The check's body. The spec sends an email; without one the form asks as it opens whether the
 * beta gate is on at all. That answer is the same for everyone, so it tells nothing about accounts.
 */
export const promoCheckBody = z.object({ email: emailField.optional() });

export function createPromoUseCases(context: AuthContext) {
  return {
    /** check-promo-code-required: what the registration form needs to know before it is sent. */
    async checkPromoCodeRequired(email: string | undefined): Promise<PromoCheckResponse> {
      const inviter = email === undefined ? null : await context.stores.friends.findEarliestInviter(email);
      return {
        promo_code_required: context.deps.config.PROMO_CODES_REQUIRED && inviter === null,
        friend_request_sender: inviter,
      };
    },
  };
}
