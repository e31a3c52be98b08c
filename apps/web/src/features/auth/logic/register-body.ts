import { genders, type RegisterBody } from '@hangtime/core/auth/schemas';
import { toE164UsPhone } from '@hangtime/core/validation/contact';
import type { RegisterFormValues } from './register-validation';

type Consent = { termsId: number; referralCode: string | null; timezone: string };

/** The registration payload; confirm_password stays on the form and is never sent (spec §3). */
export function buildRegisterBody(values: RegisterFormValues, consent: Consent): RegisterBody {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone_number: toE164UsPhone(values.phone_number) ?? values.phone_number,
    password: values.password,
    birthday: values.birthday,
    gender: genders.find((gender) => gender === values.gender) ?? null,
    promo_code: values.promo_code.trim() || null,
    terms_accepted: true,
    terms_id: consent.termsId,
    referral_code: consent.referralCode,
    timezone: consent.timezone,
  };
}
