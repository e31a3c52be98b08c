// Email verification: send a code to an unverified account, and accept it.
import { AppError } from '@hangtime/core/errors';
import type { createCodeRequests } from './code-requests';
import type { AuthContext } from './context';
import { authMessages } from './messages';
import type { UserRecord } from './repository';

const PURPOSE = 'email_verification';

export function createEmailVerificationUseCases(
  context: AuthContext,
  codeRequests: ReturnType<typeof createCodeRequests>,
) {
  const { codes, stores, deps } = context;

  return {
    /**
     * The code mailed after registration. It counts as a send (so the first resend waits 60 s,
     * like the client's countdown); a limit already reached leaves the account without a code
     * rather than failing the registration: the person can resend later. Issued at once: the
     * account exists and registration says so anyway.
     */
    async sendAfterRegistration(user: UserRecord): Promise<void> {
      try {
        await codes.admitSend(user.email, PURPOSE);
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') return;
        throw error;
      }
      await codeRequests.mailNewCode(user, PURPOSE);
    },

    /** The same answer and work for every address; the job mails only an existing unverified account. */
    async requestVerificationCode(email: string): Promise<{ message: string }> {
      await codeRequests.request(PURPOSE, email);
      return { message: authMessages.verificationSent };
    },

    /** An unknown address goes through the same check as a known one (which never passes). */
    async verifyEmail(email: string, code: string): Promise<{ message: string }> {
      const user = await stores.accounts.findUserByEmail(email);
      const isValid = await codes.check(user?.id ?? null, PURPOSE, code, { consume: true });
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
