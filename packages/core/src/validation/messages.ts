// The spec's exact user-facing validation texts, shared by the forms and the server.
export const messages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  optOutEmailRequired: 'Email address is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  birthdayRequired: 'Date of birth is required to verify age eligibility',
  tooYoung:
    'You must be at least 18 years old to use this service. Please check your date of birth.',
  termsRequired: 'You must accept the Terms of Use to create an account.',
  emailOrPhoneRequired: 'Email or phone number is required',
  codeInvalidShape: 'Enter the 6-digit code',
  invalidReferral: 'Invalid referral code. Please check the link and try again.',
  addFriendPhoneRequired: 'Please enter a phone number',
  addFriendEmailRequired: 'Please enter an email address',
} as const;
