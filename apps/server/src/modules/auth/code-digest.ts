// What the codes table keeps of a code: its HMAC-SHA-256 under a key derived from the server's
// key, bound to the account and the purpose. Six digits are a million guesses, so a plain SHA-256
// was reversed in a second; without the server's key, nothing in the database names the code.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../../lib/secret-box';

const KEY_LABEL = 'one-time-code';
/** Compared against when there is no stored code, so a miss costs what a wrong code costs. */
const NO_DIGEST = '0'.repeat(64);

export type CodeDigests = {
  digest(userId: string, purpose: string, code: string): string;
  /** Constant-time, and the same work whether or not there is a stored digest. */
  matches(stored: string | null, userId: string, purpose: string, code: string): boolean;
};

export function createCodeDigests(secrets: SecretBox): CodeDigests {
  // Only the current key: a code lives 15 minutes, so after a key rotation the few codes in
  // flight simply stop matching and are asked for again.
  const key = () => secrets.deriveKeys(KEY_LABEL)[0]!;
  const digest = (userId: string, purpose: string, code: string) =>
    createHmac('sha256', key()).update(`${purpose}\n${userId}\n${code}`).digest('hex');
  return {
    digest,
    matches(stored, userId, purpose, code) {
      const expected = Buffer.from(stored ?? NO_DIGEST, 'hex');
      const given = Buffer.from(digest(userId, purpose, code), 'hex');
      return expected.length === given.length && timingSafeEqual(expected, given) && stored !== null;
    },
  };
}
