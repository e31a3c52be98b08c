// Login by email or phone, with a failure limit per account and no hint about which accounts exist.
import type { z } from 'zod';
import { AppError } from '@hangtime/core/errors';
import type { AuthResponse, loginBody } from '@hangtime/core/auth/schemas';
import type { AuthContext } from './context';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES, loginFailureKey } from './login-failures';
import { authMessages } from './messages';
import { verifyPassword } from './passwords';
import type { createReferralUseCases } from './referral';
import { toUserView } from './user-view';

export type LoginInput = z.output<typeof loginBody>;

export function createLoginUseCases(context: AuthContext, referrals: ReturnType<typeof createReferralUseCases>) {
  const { stores, deps, sessions } = context;

  return {
    async login(input: LoginInput): Promise<AuthResponse> {
      const user = input.email
        ? await stores.accounts.findUserByEmail(input.email)
        : await stores.accounts.findUserByPhone(input.phone_number!);
      const key = loginFailureKey(
        deps.rateLimits.keyPrefix,
        user ? { userId: user.id } : { identifier: input.email ?? input.phone_number! },
      );
      const nowMs = deps.clock.now().getTime();

      // Every attempt is counted before the password is checked, by one atomic increment: parallel
      // guesses each get their own number, so a burst cannot all pass one earlier read of the count.
      const attempt = await stores.counters.hit(key, LOGIN_FAILURE_WINDOW_MS, nowMs);
      if (attempt.count > LOGIN_MAX_FAILURES) {
        throw new AppError('RATE_LIMITED', authMessages.loginLocked, {
          retryAfterSeconds: Math.max(1, Math.ceil((attempt.resetAt - nowMs) / 1000)),
        });
      }
      const isPasswordRight = await verifyPassword(user?.password_hash ?? null, input.password);
      if (!user || !isPasswordRight) throw new AppError('UNAUTHORIZED', authMessages.loginFailed);
      // The right password proves the person; their earlier typos no longer count against them.
      await stores.counters.clear(key);
      // Only after the password is right, so this answer reveals nothing to a stranger.
      if (!user.email_verified) throw new AppError('EMAIL_NOT_VERIFIED', authMessages.emailNotVerified);

      const accessToken = await sessions.create(user.id);
      if (input.referral_code) {
        // A bad referral must not spoil a good login (the client goes on to the calendar either way).
        await referrals.useReferralCode(user.id, input.referral_code).catch(() => undefined);
      }
      return { access_token: accessToken, user: toUserView(user) };
    },

    async logout(sessionId: string): Promise<{ message: string }> {
      await sessions.revoke(sessionId);
      return { message: authMessages.loggedOut };
    },

    async getCurrentUser(actingUserId: string) {
      const user = await stores.accounts.findUserById(actingUserId);
      if (!user) throw new AppError('UNAUTHORIZED', authMessages.sessionUserGone);
      return toUserView(user);
    },
  };
}
