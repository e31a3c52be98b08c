// The login failure counters: login counts and clears them, a password reset clears the account's.
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Failures from a browser the account signed in on before (known-devices.ts), in the same window. */
export const KNOWN_DEVICE_MAX_FAILURES = 5;

/**
 * Failures count per account, so switching between its email and its phone gains nothing; an
 * unknown identifier gets its own counter and is limited exactly the same way.
 */
export function loginFailureKey(keyPrefix: string, subject: { userId: string } | { identifier: string }): string {
  const id = 'userId' in subject ? `user:${subject.userId}` : `id:${subject.identifier}`;
  return `login-fail:${keyPrefix}:${id}`;
}

/** A known device's own count: strangers' failures never reach it, nor its failures the account's. */
export function knownDeviceFailureKey(keyPrefix: string, deviceId: string): string {
  return `login-fail:${keyPrefix}:device:${deviceId}`;
}
