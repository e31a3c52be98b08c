// Registration's own limit per IP. It is the one call that tells a taken address (409, which the
// spec asks for), so trying addresses through it is held to a few an hour from one IP, beside the
// bucket all public auth calls share.
import { AppError } from '@hangtime/core/errors';
import type { RateLimitSettings } from '../../plugins/rate-limit';
import type { AuthContext } from './context';

const HOUR_MS = 60 * 60_000;

/**
 * A fifth of the public auth calls' 15-minute bucket, per hour: 20 with the defaults. Tied to that
 * setting on purpose: whoever raises the auth bucket (the test servers, from one address) raises
 * this too, and no second setting can be forgotten.
 */
export function registrationsPerHour(settings: RateLimitSettings): number {
  return Math.max(1, Math.floor(settings.authPer15Minutes / 5));
}

export function createRegistrationLimit(context: AuthContext) {
  const { stores, deps } = context;
  return {
    /**
     * Counts one registration attempt from `clientIp`, or refuses it with 429. Every attempt
     * counts, created, taken or refused, in the shared counters (one atomic increment).
     */
    async admitRegistration(clientIp: string): Promise<void> {
      const nowMs = deps.clock.now().getTime();
      const key = `register:${deps.rateLimits.keyPrefix}:${clientIp}`;
      const attempt = await stores.counters.hit(key, HOUR_MS, nowMs);
      if (attempt.count > registrationsPerHour(deps.rateLimits)) {
        throw new AppError('RATE_LIMITED', 'Too many requests. Please try again later.', {
          retryAfterSeconds: Math.max(1, Math.ceil((attempt.resetAt - nowMs) / 1000)),
        });
      }
    },
  };
}
