// What the login screen does with a failed login (spec §2, §8).
import { ApiError, describeError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import type { FlashState } from '../../../lib/router-state';
import type { LoginIdentifier } from './login-identifier';

const VERIFICATION_REQUIRED = 'Email verification required';

export type LoginFailure =
  { kind: 'verify-email'; to: string; state: FlashState } | { kind: 'message'; message: string };

export function resolveLoginFailure(error: unknown, identifier: LoginIdentifier): LoginFailure {
  const message = describeError(error, {
    server: 'Login failed',
    network: 'Failed to login. Please try again.',
  });
  const needsVerification =
    (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') || message.includes(VERIFICATION_REQUIRED);
  if (!needsVerification) return { kind: 'message', message };
  // Only an email identifies the address to verify; a phone login leaves the field to the person.
  const email = 'email' in identifier ? identifier.email : undefined;
  return { kind: 'verify-email', to: paths.verifyEmail, state: { email, message } };
}
