// The one check that needs libphonenumber's metadata (125 KB of script), apart from the plain contact
// helpers (./contact) that the login form and the calendar's contracts use without it.
import { isValidPhoneNumber } from 'libphonenumber-js';

/** A real North American number (a +1\d{10} pattern alone accepts unassigned area codes). */
export function isValidUsPhone(e164: string): boolean {
  return /^\+1\d{10}$/.test(e164) && isValidPhoneNumber(e164);
}
