// Referral links: a valid code makes its owner and the person using it friends at once.
import { AppError } from '@hangtime/core/errors';
import type { AuthContext } from './context';
import { normaliseFriendlyCode } from './friendly-codes';
import { authMessages } from './messages';

export function createReferralUseCases(context: AuthContext) {
  const { stores, deps } = context;
  return {
    /** process-referral-login: the acting user befriends the code's owner (idempotent). */
    async useReferralCode(actingUserId: string, referralCode: string): Promise<{ message: string }> {
      const referrer = await stores.accounts.findUserByReferralCode(normaliseFriendlyCode(referralCode));
      if (!referrer) {
        throw new AppError('NOT_FOUND', authMessages.invalidReferral, {
          fields: { referral_code: authMessages.invalidReferral },
        });
      }
      if (referrer.id === actingUserId) {
        throw new AppError('VALIDATION_ERROR', authMessages.ownReferral, {
          fields: { referral_code: authMessages.ownReferral },
        });
      }
      await stores.transaction((tx) => tx.friends.befriend(actingUserId, referrer.id, deps.clock.now()));
      return { message: authMessages.nowFriends(referrer.first_name) };
    },
  };
}
