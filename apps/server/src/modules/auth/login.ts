// Login by email or phone, with a failure limit per account and no hint about which accounts exist.
import type { z } from 'zod';
import { AppError } from '@hangtime/core/errors';
import type { AuthResponse, loginBody } from '@hangtime/core/auth/schemas';
import type { AuthContext } from './context';
import { createKnownDevices } from './known-devices';
import {
  KNOWN_DEVICE_MAX_FAILURES,
  knownDeviceFailureKey,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
  loginFailureKey,
} from './login-failures';
import { authMessages } from './messages';
import { verifyPassword } from './passwords';
import type { createReferralUseCases } from './referral';
import { toUserView } from './user-view';

export type LoginInput = z.output<typeof loginBody>;
/**
 * The answer, and the known-device token for the browser to keep (a cookie), which travels over
 * HTTPS only in production.
 */
export type LoginResult = { response: AuthResponse; device: { token: string; isHttpsOnly: boolean } };

/** Stands for an unknown account: no device token names it. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

export function createLoginUseCases(context: AuthContext, referrals: ReturnType<typeof createReferralUseCases>) {
  const { stores, deps, sessions } = context;
  const knownDevices = createKnownDevices(deps.secrets);

  return {
    /**
     * `deviceToken` is the browser's known-device cookie, if it has one. From a device the account
     * signed in on before, attempts count against that device alone (5 in 15 minutes); from
     * anywhere else, against the account (10 in 15 minutes): strangers lock out strangers, never
     * the owner's own browser.
     */
    async login(input: LoginInput, deviceToken?: string): Promise<LoginResult> {
      const user = input.email
        ? await stores.accounts.findUserByEmail(input.email)
        : await stores.accounts.findUserByPhone(input.phone_number!);
      const nowMs = deps.clock.now().getTime();
      const device = knownDevices.recognise(deviceToken, user?.id ?? NOBODY, nowMs);
      const { keyPrefix } = deps.rateLimits;
      const key = device
        ? knownDeviceFailureKey(keyPrefix, device.deviceId)
        : loginFailureKey(keyPrefix, user ? { userId: user.id } : { identifier: input.email ?? input.phone_number! });
      const maxFailures = device ? KNOWN_DEVICE_MAX_FAILURES : LOGIN_MAX_FAILURES;

      // Every attempt is counted before the password is checked, by one atomic increment: parallel
      // guesses each get their own number, so a burst cannot all pass one earlier read of the count.
      const attempt = await stores.counters.hit(key, LOGIN_FAILURE_WINDOW_MS, nowMs);
      if (attempt.count > maxFailures) {
        throw new AppError('RATE_LIMITED', authMessages.loginLocked, {
          retryAfterSeconds: Math.max(1, Math.ceil((attempt.resetAt - nowMs) / 1000)),
        });
      }
      const isPasswordRight = await verifyPassword(user?.password_hash ?? null, input.password);
      if (!user || !isPasswordRight) throw new AppError('UNAUTHORIZED', authMessages.loginFailed);
      // The right password proves the person; their earlier typos (from here) no longer count.
      await stores.counters.clear(key);
      // Only after the password is right, so this answer reveals nothing to a stranger.
      if (!user.email_verified) throw new AppError('EMAIL_NOT_VERIFIED', authMessages.emailNotVerified);

      const accessToken = await sessions.create(user.id);
      if (input.referral_code) {
        // A bad referral must not spoil a good login (the client goes on to the calendar either way).
        await referrals.useReferralCode(user.id, input.referral_code).catch(() => undefined);
      }
      return {
        response: { access_token: accessToken, user: toUserView(user) },
        device: { token: knownDevices.issue(user.id, nowMs), isHttpsOnly: deps.config.NODE_ENV === 'production' },
      };
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
