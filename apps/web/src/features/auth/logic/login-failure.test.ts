import { describe, expect, it } from 'vitest';
import { ApiError, InvalidResponseError, NetworkError } from '../../../lib/api-client';
import { resolveLoginFailure } from './login-failure';

const byEmail = { email: 'sam@example.com' };

describe('resolveLoginFailure', () => {
  it('sends an unverified account to /verify-email with the email and the message', () => {
    const error = new ApiError(403, { error: 'Email verification required', code: 'EMAIL_NOT_VERIFIED' }, undefined);
    expect(resolveLoginFailure(error, byEmail)).toEqual({
      kind: 'verify-email',
      to: '/verify-email',
      state: { email: 'sam@example.com', message: 'Email verification required' },
    });
  });

  it('recognises the verification error by its text alone', () => {
    const error = new ApiError(403, { error: 'Email verification required. Check your inbox.' }, undefined);
    expect(resolveLoginFailure(error, byEmail).kind).toBe('verify-email');
  });

  it('leaves the email out when the person logged in with a phone number', () => {
    const error = new ApiError(403, { error: 'Email verification required' }, undefined);
    expect(resolveLoginFailure(error, { phone_number: '+15551234567' })).toMatchObject({
      kind: 'verify-email',
      state: { email: undefined },
    });
  });

  it("shows the server's message for other failures", () => {
    const error = new ApiError(401, { error: 'Invalid email/phone or password' }, undefined);
    expect(resolveLoginFailure(error, byEmail)).toEqual({
      kind: 'message',
      message: 'Invalid email/phone or password',
    });
  });

  it('falls back to the spec texts', () => {
    expect(resolveLoginFailure(new ApiError(500, null, undefined), byEmail)).toEqual({
      kind: 'message',
      message: 'Login failed',
    });
    expect(resolveLoginFailure(new NetworkError(new TypeError()), byEmail)).toEqual({
      kind: 'message',
      message: 'Failed to login. Please try again.',
    });
    expect(resolveLoginFailure(new InvalidResponseError(null), byEmail)).toEqual({
      kind: 'message',
      message: 'Invalid response from server',
    });
  });
});
