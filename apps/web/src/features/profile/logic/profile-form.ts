// The edit-profile form: its values, its checks with the spec's texts (§5 Profile) and the body
// it sends. The server checks again with core's updateProfileBody.
import type { UpdateProfileBody, User } from '@hangtime/core/auth/schemas';
import { formatUsPhone, isSimpleEmail, toE164UsPhone } from '@hangtime/core/validation/contact';
import { messages } from '@hangtime/core/validation/messages';
import { isValidUsPhone } from '@hangtime/core/validation/phone-validity';
import { toGender, type Gender } from './profile-labels';

export type ProfileFormValues = {
  first_name: string;
  last_name: string;
  email: string;
  /** As shown while typing, 555-123-4567; empty for no phone. */
  phone_number: string;
  /** Empty when the person did not say. */
  gender: Gender | '';
  timezone: string;
};

export type ProfileErrors = Partial<Record<keyof ProfileFormValues, string>>;

export function toProfileFormValues(user: User): ProfileFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone_number: formatUsPhone(user.phone_number ?? ''),
    gender: user.gender ?? '',
    timezone: user.timezone,
  };
}

export function validateProfile(values: ProfileFormValues): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!values.first_name.trim()) errors.first_name = messages.firstNameRequired;
  if (!values.last_name.trim()) errors.last_name = messages.lastNameRequired;

  if (!values.email.trim()) errors.email = messages.emailRequired;
  else if (!isSimpleEmail(values.email)) errors.email = messages.emailInvalid;

  // The phone is optional here (unlike at registration), but a number given must be whole.
  if (values.phone_number.trim()) {
    const phone = toE164UsPhone(values.phone_number);
    if (!phone || !isValidUsPhone(phone)) errors.phone_number = messages.phoneInvalid;
  }
  return errors;
}

/** The PUT body of checked values: the phone as +1 and ten digits, or empty to clear it. */
export function buildProfileBody(values: ProfileFormValues): UpdateProfileBody {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone_number: toE164UsPhone(values.phone_number) ?? '',
    gender: toGender(values.gender),
    timezone: values.timezone,
  };
}
