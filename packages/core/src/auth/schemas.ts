// Contracts of the account calls (spec accounts-and-shell §3, §5, §7).
import { z } from 'zod';
import { isIsoDate, isOldEnough } from '../validation/age';
import { isSimpleEmail, toE164UsPhone } from '../validation/contact';
import { isValidUsPhone } from '../validation/phone-validity';
import { messages } from '../validation/messages';
import { timeZoneField } from '../time/zone-field';
import { todayIn } from '../time/zones';
import { genderSchema } from './user';

// The signed-in user's shape lives apart (./user), so a page that only reads it loads no phone rules.
export { authResponse, genders, genderSchema, meResponse, userSchema, type AuthResponse, type User } from './user';
// Likewise the referral lookup: the sign-in page's banner reads it without the phone rules.
export { referrerParams, referrerResponse } from './referrer';
export { timeZoneField } from '../time/zone-field';

const MAX_NAME = 100;

export const emailField = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(254, 'Email must be at most 254 characters')
  .refine(isSimpleEmail, messages.emailInvalid)
  .transform((value) => value.toLowerCase());

/** Accepts +1 and ten digits (the client's form) or ten digits; yields E.164. */
export const phoneField = z
  .string({ error: messages.phoneRequired })
  .trim()
  .min(1, messages.phoneRequired)
  .max(20, messages.phoneInvalid)
  .transform((value, ctx) => {
    const e164 = toE164UsPhone(value);
    if (!e164 || !isValidUsPhone(e164)) {
      ctx.addIssue({ code: 'custom', message: messages.phoneInvalid });
      return z.NEVER;
    }
    return e164;
  });

const MAX_PASSWORD = 128;

export const passwordField = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(8, messages.passwordTooShort)
  .max(MAX_PASSWORD, messages.passwordTooLong);

const nameField = (requiredMessage: string, label: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(MAX_NAME, `${label} must be at most ${MAX_NAME} characters`);

export const codeField = z
  .string({ error: messages.codeInvalidShape })
  .trim()
  .regex(/^\d{6}$/, messages.codeInvalidShape);

const MAX_REFERRAL_CODE = 32;

/** Whatever is wrong with a referral code, the person gets the spec's one message for it. */
export const referralCodeField = z
  .string({ error: messages.invalidReferral })
  .trim()
  .min(1, messages.invalidReferral)
  .max(MAX_REFERRAL_CODE, messages.invalidReferral);

/** An optional referral code: an empty or blank string (a form with no code) counts as none. */
const optionalReferralCode = z
  .string({ error: messages.invalidReferral })
  .trim()
  .max(MAX_REFERRAL_CODE, messages.invalidReferral)
  .optional()
  .nullable()
  .transform((value) => value || null);

export const registerBody = z.object({
  first_name: nameField(messages.firstNameRequired, 'First name'),
  last_name: nameField(messages.lastNameRequired, 'Last name'),
  email: emailField,
  phone_number: phoneField,
  password: passwordField,
  birthday: z
    .string({ error: messages.birthdayRequired })
    .min(1, messages.birthdayRequired)
    .refine(isIsoDate, messages.birthdayRequired)
    .refine((day) => isOldEnough(day, todayIn('UTC')), messages.tooYoung),
  gender: z
    .union([genderSchema, z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
  promo_code: z.string().trim().max(64).optional().nullable(),
  terms_accepted: z.literal(true, { error: messages.termsRequired }),
  terms_id: z.number({ error: messages.termsRequired }).int().positive(),
  referral_code: optionalReferralCode,
  timezone: timeZoneField.optional(),
});
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z
  .object({
    email: emailField.optional(),
    phone_number: phoneField.optional(),
    // No password longer than registration allows can be right, so it is refused as too long
    // (with its own message: the schema-wide one is "required") before any hashing work.
    password: z
      .string({ error: messages.passwordRequired })
      .min(1, messages.passwordRequired)
      .max(MAX_PASSWORD, messages.passwordTooLong),
    referral_code: optionalReferralCode,
  })
  .refine((body) => body.email !== undefined || body.phone_number !== undefined, {
    message: messages.emailOrPhoneRequired,
    path: ['email'],
  });
export type LoginBody = z.input<typeof loginBody>;

export const emailBody = z.object({ email: emailField });
export const emailCodeBody = z.object({ email: emailField, code: codeField });
export const resetPasswordBody = z.object({
  email: emailField,
  code: codeField,
  new_password: passwordField,
});
export const referralBody = z.object({ referral_code: referralCodeField }, { error: messages.invalidReferral });

export const messageResponse = z.object({ success: z.literal(true), message: z.string() });

export const promoCheckResponse = z.object({
  promo_code_required: z.boolean(),
  friend_request_sender: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
});
export type PromoCheckResponse = z.infer<typeof promoCheckResponse>;

export const profileMessages = {
  emailTaken: 'This email address is already in use. Please choose a different email.',
  phoneTaken: 'This phone number is already in use. Please choose a different phone number.',
  genderInvalid: 'Gender must be male, female, other or prefer_not_to_say',
} as const;

/**
 * PUT /api/auth/me: the profile fields (spec scheduling-and-social §5 Profile). Absent fields stay
 * as they are; the phone may be cleared with an empty value.
 */
export const updateProfileBody = z.object({
  first_name: nameField(messages.firstNameRequired, 'First name'),
  last_name: nameField(messages.lastNameRequired, 'Last name'),
  email: emailField,
  // The unions carry their own messages: without them a bad value reads "Invalid input".
  phone_number: z
    .union([phoneField, z.literal(''), z.null()], { error: messages.phoneInvalid })
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  gender: z
    .union([genderSchema, z.literal(''), z.null()], { error: profileMessages.genderInvalid })
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  timezone: timeZoneField.optional(),
  suggestions_enabled: z.boolean({ error: 'suggestions_enabled must be true or false' }).optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export const userTimezoneResponse = z.object({ success: z.literal(true), data: z.object({ timezone: z.string() }) });
