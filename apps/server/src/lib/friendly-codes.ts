// Codes people read and type (referral and promo codes): no look-alike characters (0/O, 1/I/L).
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function generateFriendlyCode(length = 8): string {
  let code = '';
  for (let index = 0; index < length; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Typed or pasted codes are compared without case or surrounding spaces. */
export function normaliseFriendlyCode(code: string): string {
  return code.trim().toUpperCase();
}
