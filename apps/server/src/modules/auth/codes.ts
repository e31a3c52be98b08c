// One-time codes for email verification and password reset, and the limits on sending them.
import { AppError } from '@hangtime/core/errors';
import type { Clock } from '../../lib/clock';
import { generateSixDigitCode } from '../../lib/tokens';
import type { CodeDigests } from './code-digest';
import type { CodeQueries, CodesRepository } from './codes-repository';
import { authMessages } from './messages';

export type CodePurpose = 'email_verification' | 'password_reset';

export const CODE_TTL_MS = 15 * 60_000;
export const CODE_MAX_WRONG_TRIES = 5;
const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const sendLimits = { cooldownMs: 60 * SECOND, perHour: 5, perDay: 10 };
/** Stands for a missing account or code: no row has it, so the statements run and match nothing. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

export type CodeService = ReturnType<typeof createCodeService>;

const secondsUntil = (instantMs: number, nowMs: number) => Math.max(1, Math.ceil((instantMs - nowMs) / SECOND));

export function createCodeService(repository: CodesRepository, clock: Clock, digests: CodeDigests) {
  /**
   * The same statements and the same hashing whether or not the account exists and has a live
   * code: one locked read, one HMAC compared in constant time, one update (which may match no row).
   * An unknown address is told from a known one neither by the answer nor by its time.
   */
  async function checkWith(
    tx: CodeQueries,
    userId: string | null,
    purpose: CodePurpose,
    code: string,
    options: { consume: boolean },
  ) {
    const now = clock.now();
    const accountId = userId ?? NOBODY;
    const live = await tx.findLiveCodeForUpdate(accountId, purpose, now, CODE_MAX_WRONG_TRIES);
    const isRight = digests.matches(live?.code_hash ?? null, accountId, purpose, code);
    await tx.recordTry(live?.id ?? NOBODY, { isWrong: !isRight, consume: isRight && options.consume, now });
    return isRight;
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
          codeHash: digests.digest(userId, purpose, code),
          now,
          expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        }),
      );
      return code;
    },

    /**
     * True when `code` is the account's live code (never for a null account: an unknown address).
     * A wrong code uses up one of its tries; with `consume` a right one is used up. The row lock
     * counts concurrent guesses one by one.
     */
    check(userId: string | null, purpose: CodePurpose, code: string, options: { consume: boolean }): Promise<boolean> {
      return repository.transaction(async (tx) => {
        // A counted try is the one row an existing account's wrong code writes and an unknown
        // address's does not; waiting for its flush to disk (1-4 ms on PostgreSQL) told them
        // apart. Like the unlogged rate-limit counters, it is not waited for: a database crash in
        // the next fraction of a second may forget one try (or one use of a verification code).
        await tx.commitWithoutWaitingForDisk();
        return checkWith(tx, userId, purpose, code, options);
      });
    },

    /**
     * The same check inside the caller's transaction, so using up the code commits together with
     * what it unlocks. The caller must commit after a false answer too, or the wrong try is lost.
     */
    checkWithin(
      tx: CodeQueries,
      userId: string | null,
      purpose: CodePurpose,
      code: string,
      options: { consume: boolean },
    ) {
      return checkWith(tx, userId, purpose, code, options);
    },
  };
}
