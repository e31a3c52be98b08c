// Email verification: send a code to an unverified account, and accept it.
import { AppError } from '@hangtime/core/errors';
import type { AuthContext } from './context';
import { authMessages } from './messages';
import type { UserRecord } from './repository';

const PURPOSE = 'email_verification';

export function createEmailVerificationUseCases(context: AuthContext) {
  const { codes, stores, deps } = context;

  async function mailNewCode(user: UserRecord) {
    const code = await codes.issue(user.id, PURPOSE);
    await deps.mail.enqueue('verification_code', user.email, { firstName: user.first_name, code });
  }

  return {
    /**
     * The code mailed after registration. It counts as a send (so the first resend waits 60 s,
     * like the client's countdown); a limit already reached leaves the account without a code
     * rather than failing the registration: the person can resend later.
     */
    async sendAfterRegistration(user: UserRecord): Promise<void> {
      try {
        await codes.admitSend(user.email, PURPOSE);
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') return;
        throw error;
      }
      await mailNewCode(user);
    },

    /** The same answer for every address; only an existing unverified account gets mail. */
    async requestVerificationCode(email: string): Promise<{ message: string }> {
      await codes.admitSend(email, PURPOSE);
      const user = await stores.accounts.findUserByEmail(email);
      if (user && !user.email_verified) await mailNewCode(user);
      return { message: authMessages.verificationSent };
    },

    async verifyEmail(email: string, code: string): Promise<{ message: string }> {
      const user = await stores.accounts.findUserByEmail(email);
      const isValid = user !== null && (await codes.check(user.id, PURPOSE, code, { consume: true }));
      if (!user || !isValid) {
        throw new AppError('INVALID_CODE', authMessages.invalidVerificationCode, {
          fields: { code: authMessages.invalidVerificationCode },
        });
      }
      await stores.accounts.markEmailVerified(user.id, deps.clock.now());
      return { message: authMessages.emailVerified };
    },
  };
}
