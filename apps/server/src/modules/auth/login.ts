// Login by email or phone, with a failure limit per account and no hint about which accounts exist.
import type { z } from 'zod';
import { AppError } from '@hangtime/core/errors';
import type { AuthResponse, loginBody } from '@hangtime/core/auth/schemas';
import { clearCounter, hitCounter, readCounter } from '../../lib/counters';
import type { AuthContext } from './context';
import { authMessages } from './messages';
import { verifyPassword } from './passwords';
import type { createReferralUseCases } from './referral';
import { toUserView } from './user-view';

export type LoginInput = z.output<typeof loginBody>;

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

export function createLoginUseCases(context: AuthContext, referrals: ReturnType<typeof createReferralUseCases>) {
  const { stores, deps, sessions } = context;

  return {
    async login(input: LoginInput): Promise<AuthResponse> {
      const user = input.email
        ? await stores.accounts.findUserByEmail(input.email)
        : await stores.accounts.findUserByPhone(input.phone_number!);
      // Failures count per account, so switching between its email and its phone gains nothing;
      // an unknown identifier gets its own counter and is limited exactly the same way.
      const subject = user ? `user:${user.id}` : `id:${input.email ?? input.phone_number}`;
      const key = `login-fail:${deps.rateLimits.keyPrefix}:${subject}`;
      const nowMs = deps.clock.now().getTime();

      const failures = await readCounter(deps.db, key, nowMs);
      if (failures.count >= LOGIN_MAX_FAILURES) {
        throw new AppError('RATE_LIMITED', authMessages.loginLocked, {
          retryAfterSeconds: Math.max(1, Math.ceil((failures.resetAt - nowMs) / 1000)),
        });
      }
      const isPasswordRight = await verifyPassword(user?.password_hash ?? null, input.password);
      if (!user || !isPasswordRight) {
        await hitCounter(deps.db, key, LOGIN_FAILURE_WINDOW_MS, nowMs);
        throw new AppError('UNAUTHORIZED', authMessages.loginFailed);
      }
      // The right password proves the person; their earlier typos no longer count against them.
      await clearCounter(deps.db, key);
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
      return { user: toUserView(user) };
    },
  };
}
