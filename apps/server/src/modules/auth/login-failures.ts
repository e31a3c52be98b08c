// The per-account login failure counter: login counts and clears it, a password reset clears it.
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Failures count per account, so switching between its email and its phone gains nothing; an
 * unknown identifier gets its own counter and is limited exactly the same way.
 */
export function loginFailureKey(keyPrefix: string, subject: { userId: string } | { identifier: string }): string {
  const id = 'userId' in subject ? `user:${subject.userId}` : `id:${subject.identifier}`;
  return `login-fail:${keyPrefix}:${id}`;
}
