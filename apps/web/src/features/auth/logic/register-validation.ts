// Client-side checks of the registration form with the spec's exact texts (§5). The server
// re-checks everything; these exist so people see the problem before the terms modal.
import { isIsoDate, isOldEnough } from '@hangtime/core/validation/age';
import { isSimpleEmail, toE164UsPhone } from '@hangtime/core/validation/contact';
import { messages } from '@hangtime/core/validation/messages';
import { isValidUsPhone } from '@hangtime/core/validation/phone-validity';

export type RegisterFormValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  password: string;
  confirm_password: string;
  birthday: string;
  gender: string;
  promo_code: string;
};

export const emptyRegisterForm: RegisterFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  password: '',
  confirm_password: '',
  birthday: '',
  gender: '',
  promo_code: '',
};

export const PROMO_CODE_REQUIRED = 'Promo code is required';

export type RegisterErrors = Partial<Record<keyof RegisterFormValues, string>>;

export function validateRegistration(
  values: RegisterFormValues,
  options: { isPromoRequired: boolean; today: string },
): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!values.first_name.trim()) errors.first_name = messages.firstNameRequired;
  if (!values.last_name.trim()) errors.last_name = messages.lastNameRequired;

  if (!values.email.trim()) errors.email = messages.emailRequired;
  else if (!isSimpleEmail(values.email)) errors.email = messages.emailInvalid;

  const phone = toE164UsPhone(values.phone_number);
  if (!values.phone_number.trim()) errors.phone_number = messages.phoneRequired;
  else if (!phone || !isValidUsPhone(phone)) errors.phone_number = messages.phoneInvalid;

  if (!values.password) errors.password = messages.passwordRequired;
  else if (values.password.length < 8) errors.password = messages.passwordTooShort;
  else if (values.password.length > 128) errors.password = messages.passwordTooLong;

  if (!values.confirm_password) errors.confirm_password = messages.confirmPasswordRequired;
  else if (values.confirm_password !== values.password) {
    errors.confirm_password = messages.passwordsDoNotMatch;
  }

  if (!values.birthday || !isIsoDate(values.birthday)) errors.birthday = messages.birthdayRequired;
  else if (!isOldEnough(values.birthday, options.today)) errors.birthday = messages.tooYoung;

  if (options.isPromoRequired && !values.promo_code.trim()) {
    errors.promo_code = PROMO_CODE_REQUIRED;
  }
  return errors;
}
