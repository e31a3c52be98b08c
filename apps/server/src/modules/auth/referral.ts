// Referral links: a valid code makes its owner and the person using it friends at once.
import { AppError } from '@hangtime/core/errors';
import type { AuthContext } from './context';
import { normaliseFriendlyCode } from '../../lib/friendly-codes';
import { authMessages } from './messages';

export function createReferralUseCases(context: AuthContext) {
  const { stores, deps } = context;
  return {
    /**
     * The public lookup behind the invitation banner: the first name alone, never the last name or
     * the email. Every code that is no one's answers the same 404 after the same one query, so
     * nothing but "not found" can be learnt by trying codes (and the auth calls' per-IP limit caps
     * the tries: 8 characters of 31 make ~8.5e11 codes).
     */
    async lookUpReferrer(referralCode: string): Promise<{ first_name: string }> {
      const code = normaliseFriendlyCode(referralCode);
      // PostgreSQL refuses a NUL in text: a code with control characters is no one's, unasked.
      // eslint-disable-next-line no-control-regex
      const referrer = /[\u0000-\u001f]/.test(code) ? null : await stores.accounts.findUserByReferralCode(code);
      if (!referrer) throw new AppError('NOT_FOUND', authMessages.invalidReferral);
      return { first_name: referrer.first_name };
    },

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
