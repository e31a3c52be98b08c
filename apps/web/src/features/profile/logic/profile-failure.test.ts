import { describe, expect, it } from 'vitest';
import { ApiError, InvalidResponseError, NetworkError } from '../../../lib/api-client';
import { resolveProfileFailure } from './profile-failure';

const apiError = (status: number, error?: string, fields?: Record<string, string>) =>
  new ApiError(status, { error, code: 'CONFLICT', fields }, undefined);

describe('resolveProfileFailure', () => {
  it('maps a clash that mentions the email to the spec sentence, under the email field', () => {
    expect(resolveProfileFailure(apiError(409, 'That Email is taken'))).toEqual({
      message: null,
      fields: { email: 'This email address is already in use. Please choose a different email.' },
    });
  });

  it('maps a clash that mentions the phone to the phone sentence', () => {
    expect(resolveProfileFailure(apiError(409, 'phone_number already exists'))).toEqual({
      message: null,
      fields: {
        phone_number: 'This phone number is already in use. Please choose a different phone number.',
      },
    });
  });

  it("puts the server's field messages under their fields", () => {
    const failure = apiError(400, 'Invalid input', { first_name: 'First name is required' });
    expect(resolveProfileFailure(failure)).toEqual({
      message: null,
      fields: { first_name: 'First name is required' },
    });
  });

  it("shows the server's reason for other refusals", () => {
    expect(resolveProfileFailure(apiError(429, 'Too many requests'))).toEqual({
      message: 'Too many requests',
      fields: {},
    });
  });

  it.each([
    ['a server error', apiError(500, 'Something went wrong')],
    ['an answer without a reason', apiError(400)],
    ['a network error', new NetworkError(new TypeError('Failed to fetch'))],
    ['an unreadable answer', new InvalidResponseError(new Error('bad'))],
  ])('falls back to "Failed to save profile. Please try again." for %s', (_, failure) => {
    expect(resolveProfileFailure(failure)).toEqual({
      message: 'Failed to save profile. Please try again.',
      fields: {},
    });
  });
});
