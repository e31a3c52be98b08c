// One-time codes for email verification and password reset, and the limits on sending them.
import { AppError } from '@hangtime/core/errors';
import type { Clock } from '../../lib/clock';
import { generateSixDigitCode, safeEqualHex, sha256 } from '../../lib/tokens';
import type { CodeQueries, CodesRepository } from './codes-repository';
import { authMessages } from './messages';

export type CodePurpose = 'email_verification' | 'password_reset';

export const CODE_TTL_MS = 15 * 60_000;
export const CODE_MAX_WRONG_TRIES = 5;
const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const sendLimits = { cooldownMs: 60 * SECOND, perHour: 5, perDay: 10 };

export type CodeService = ReturnType<typeof createCodeService>;

const secondsUntil = (instantMs: number, nowMs: number) => Math.max(1, Math.ceil((instantMs - nowMs) / SECOND));

export function createCodeService(repository: CodesRepository, clock: Clock) {
  async function checkWith(
    tx: CodeQueries,
    userId: string,
    purpose: CodePurpose,
    code: string,
    options: { consume: boolean },
  ) {
    const now = clock.now();
    const live = await tx.findLiveCodeForUpdate(userId, purpose, now, CODE_MAX_WRONG_TRIES);
    if (!live) return false;
    if (!safeEqualHex(live.code_hash, sha256(code))) {
      await tx.countWrongTry(live.id);
      return false;
    }
    if (options.consume) await tx.markConsumed(live.id, now);
    return true;
  }

  return {
    /**
     * Admits one send request for an address, or refuses it with 429. Every admitted request is
     * recorded whether or not an account has that address, so the limits reveal nothing; refused
     * requests are not recorded, so hammering the button does not push the wait further out.
     */
    async admitSend(address: string, purpose: CodePurpose): Promise<void> {
      await repository.transaction(async (tx) => {
        await tx.lockSendsOf(address, purpose);
        const now = clock.now();
        const nowMs = now.getTime();
        const sends = await tx.listSendsSince(address, purpose, new Date(nowMs - 24 * HOUR));
        const last = sends.at(-1)?.getTime();
        if (last !== undefined && nowMs - last < sendLimits.cooldownMs) {
          throw new AppError('RATE_LIMITED', authMessages.codeCooldown, {
            retryAfterSeconds: secondsUntil(last + sendLimits.cooldownMs, nowMs),
          });
        }
        const lastHour = sends.filter((sentAt) => nowMs - sentAt.getTime() < HOUR);
        if (lastHour.length >= sendLimits.perHour) {
          throw new AppError('RATE_LIMITED', authMessages.tooManyCodes, {
            retryAfterSeconds: secondsUntil(lastHour[0]!.getTime() + HOUR, nowMs),
          });
        }
        if (sends.length >= sendLimits.perDay) {
          throw new AppError('RATE_LIMITED', authMessages.tooManyCodes, {
            retryAfterSeconds: secondsUntil(sends[0]!.getTime() + 24 * HOUR, nowMs),
          });
        }
        await tx.recordSend(address, purpose, now);
      });
    },

    /** A fresh code for the account (the caller mails it); older unconsumed codes stop working. */
    async issue(userId: string, purpose: CodePurpose): Promise<string> {
      const code = generateSixDigitCode();
      const now = clock.now();
      await repository.transaction((tx) =>
        tx.replaceCode({
          userId,
          purpose,
          codeHash: sha256(code),
          now,
          expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        }),
      );
      return code;
    },

    /**
     * True when `code` is the account's live code. A wrong code uses up one of its tries; with
     * `consume` a right one is used up. The row lock counts concurrent guesses one by one.
     */
    check(userId: string, purpose: CodePurpose, code: string, options: { consume: boolean }): Promise<boolean> {
      return repository.transaction((tx) => checkWith(tx, userId, purpose, code, options));
    },

    /**
     * The same check inside the caller's transaction, so using up the code commits together with
     * what it unlocks. The caller must commit after a false answer too, or the wrong try is lost.
     */
    checkWithin(tx: CodeQueries, userId: string, purpose: CodePurpose, code: string, options: { consume: boolean }) {
      return checkWith(tx, userId, purpose, code, options);
    },
  };
}
