// Login takes one field for email or phone (spec §5): a simple email shape means email,
// anything else is read as a US/Canada phone number and sent as +1 and ten digits.
import { isSimpleEmail, toE164UsPhone } from '@hangtime/core/validation/contact';
import { messages } from '@hangtime/core/validation/messages';

export type LoginIdentifier = { email: string } | { phone_number: string };

export type IdentifierResult = { ok: true; identifier: LoginIdentifier } | { ok: false; error: string };

export function parseLoginIdentifier(input: string): IdentifierResult {
  const value = input.trim();
  if (!value) return { ok: false, error: messages.emailOrPhoneRequired };
  if (isSimpleEmail(value)) return { ok: true, identifier: { email: value.toLowerCase() } };
  // Someone who typed an "@" meant an email; telling them about phone digits would confuse.
  if (value.includes('@')) return { ok: false, error: messages.emailInvalid };
  const phone = toE164UsPhone(value);
  if (!phone) return { ok: false, error: messages.phoneInvalid };
  return { ok: true, identifier: { phone_number: phone } };
}
