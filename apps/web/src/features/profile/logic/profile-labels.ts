// How profile values read on screen, and the choices the edit form offers (spec §3, §9).
import { genders } from '@hangtime/core/auth/user';
import { formatUsPhone } from '@hangtime/core/validation/contact';

export type Gender = (typeof genders)[number];

export const genderLabels: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  prefer_not_to_say: 'Prefer not to say',
};

export function toGender(value: string): Gender | null {
  return (genders as readonly string[]).includes(value) ? (value as Gender) : null;
}

export const genderOptions = [
  { value: '', label: 'Not specified' },
  ...genders.map((gender) => ({ value: gender, label: genderLabels[gender] })),
];

/** "+12025550123" reads "202-555-0123". */
export function formatPhoneForDisplay(phone: string | null): string | null {
  return phone ? formatUsPhone(phone) : null;
}
