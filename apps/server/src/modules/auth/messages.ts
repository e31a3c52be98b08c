// The auth calls' own texts (the spec's where it gives one), in one place for routes, services and tests.
import { messages } from '@hangtime/core';

export const authMessages = {
  emailTaken: 'An account with this email already exists',
  phoneTaken: 'An account with this phone number already exists',
  termsOutdated: 'Please accept the current Terms of Use',
  promoRequired: 'A valid promo code is required to register during the beta',
  invalidReferral: messages.invalidReferral,
  ownReferral: "You can't use your own referral link",
  loginFailed: 'Invalid email/phone or password',
  loginLocked: 'Too many login attempts. Please try again in 15 minutes.',
  emailNotVerified: 'Email verification required',
  sessionUserGone: 'Your session has expired. Please log in again.',
  loggedOut: 'Logged out',
  codeCooldown: 'Please wait before requesting another code.',
  tooManyCodes: 'Too many codes requested. Please try again later.',
  resetCodeSent: 'If an account with that email exists, a reset code has been sent to your email.',
  invalidResetCode: 'Invalid or expired reset code',
  resetCodeVerified: 'Code verified',
  passwordReset: 'Password reset successfully. You can now log in with your new password.',
  verificationSent: 'Verification code sent! Please check your email.',
  invalidVerificationCode: 'Invalid or expired verification code',
  emailVerified: 'Email verified successfully',
  nowFriends: (firstName: string) => `You're now friends with ${firstName}!`,
} as const;
