// "no spaces, one @, a dot in the domain": the spec's simple address shape.
const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isSimpleEmail(value: string): boolean {
  return simpleEmail.test(value.trim());
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Keeps the digits a person typed, dropping a leading country code 1 once there are 11. */
export function extractPhoneDigits(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.slice(0, 10);
}

/**
 * Formats what a person typed or pasted as 555-123-4567 (at most 12 characters); a pasted
 * "+1 212-555-0100" loses its country code rather than the last digit.
 */
export function formatUsPhone(value: string): string {
  const digits = extractPhoneDigits(value);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** +1 and ten digits, or null when the input has not exactly ten digits. */
export function toE164UsPhone(value: string): string | null {
  const trimmed = value.trim();
  const digits = trimmed.startsWith('+1') ? trimmed.slice(2).replace(/\D/g, '') : trimmed.replace(/\D/g, '');
  return digits.length === 10 ? `+1${digits}` : null;
}
