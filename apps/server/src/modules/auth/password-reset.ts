// Password reset by emailed code: request, check, and reset (which ends every session).
import { AppError } from '@hangtime/core/errors';
import type { createCodeRequests } from './code-requests';
import type { AuthContext } from './context';
import { loginFailureKey } from './login-failures';
import { authMessages } from './messages';
import { hashPassword } from './passwords';

const PURPOSE = 'password_reset';

const invalidCode = () =>
  new AppError('INVALID_CODE', authMessages.invalidResetCode, { fields: { code: authMessages.invalidResetCode } });

export function createPasswordResetUseCases(context: AuthContext, codeRequests: ReturnType<typeof createCodeRequests>) {
  const { codes, stores, deps } = context;
  return {
    /** The same answer and work whether or not the account exists; the job mails only an existing one. */
    async requestReset(email: string): Promise<{ message: string }> {
      await codeRequests.request(PURPOSE, email);
      return { message: authMessages.resetCodeSent };
    },

    /**
     * Checks without using the code up; a wrong code still costs one of its tries. An unknown
     * address goes through the same check (which never passes), so it takes the same time.
     */
    async verifyResetCode(email: string, code: string): Promise<{ message: string }> {
      const user = await stores.accounts.findUserByEmail(email);
      if (!(await codes.check(user?.id ?? null, PURPOSE, code, { consume: false }))) throw invalidCode();
      return { message: authMessages.resetCodeVerified };
    },

    async resetPassword(email: string, code: string, newPassword: string): Promise<{ message: string }> {
      const user = await stores.accounts.findUserByEmail(email);
      // Hashed before the check, so an unknown address costs the same time as a known one, and
      // outside the transaction, which should not hold its locks through the slow hashing.
      const passwordHash = await hashPassword(newPassword);
      // One transaction: a failure part-way can neither use up the code without the new password
      // nor leave an old session alive beside it. A wrong code returns (not throws) so that its
      // counted try commits. An unknown address runs the same check, which never passes.
      const isReset = await stores.transaction(async (tx) => {
        if (!(await codes.checkWithin(tx.codes, user?.id ?? null, PURPOSE, code, { consume: true })) || !user) {
          return false;
        }
        const now = deps.clock.now();
        await tx.accounts.setPassword(user.id, passwordHash, now);
        // The code arrived in that mailbox, which proves the address as well as a verification code would.
        if (!user.email_verified) await tx.accounts.markEmailVerified(user.id, now);
        await tx.sessions.revokeAllOf(user.id);
        // Proving the mailbox proves the person too: a lockout from earlier guesses would otherwise
        // refuse the password they have just set.
        await tx.counters.clear(loginFailureKey(deps.rateLimits.keyPrefix, { userId: user.id }));
        return true;
      });
      if (!isReset || !user) throw invalidCode();
      await deps.mail.enqueue('password_changed', user.email, { firstName: user.first_name });
      return { message: authMessages.passwordReset };
    },
  };
}
