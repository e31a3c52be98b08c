/**
 * A fresh Idempotency-Key for one press of Hangtime Now! (behaviour.md §8: a double click makes
 * one hangout). randomUUID exists only in secure contexts; getRandomValues everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
