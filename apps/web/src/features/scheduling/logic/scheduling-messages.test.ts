import { describe, expect, it } from 'vitest';
import { ApiError, InvalidResponseError, NetworkError } from '../../../lib/api-client';
import { describeHangtimeNowError, describeSchedulingError } from './scheduling-messages';

describe('describeHangtimeNowError', () => {
  it("shows the server's refusal in its own words", () => {
    const noTime = new ApiError(
      422,
      { error: 'No suitable time found for you and your friends', code: 'VALIDATION_ERROR' },
      undefined,
    );
    expect(describeHangtimeNowError(noTime)).toBe('No suitable time found for you and your friends');
  });

  it.each([
    ['a server failure with no text', new ApiError(500, null, undefined)],
    [
      'a server failure whose text is not for people',
      new ApiError(500, { error: 'Something went wrong', code: 'INTERNAL' }, undefined),
    ],
    ['an answer that breaks the contract', new InvalidResponseError(new Error('bad'))],
    ['a refusal without text', new ApiError(409, null, undefined)],
  ])('says "Failed to create automated event" for %s', (_case, error) => {
    expect(describeHangtimeNowError(error)).toBe('Failed to create automated event');
  });

  it.each([
    ['no answer at all', new NetworkError(new TypeError('Failed to fetch'))],
    ['a timeout', new DOMException('The operation timed out.', 'TimeoutError')],
    ['anything else', new Error('?')],
  ])('says "Automated Hangtime failed" for %s', (_case, error) => {
    expect(describeHangtimeNowError(error)).toBe('Automated Hangtime failed');
  });
});

describe('describeSchedulingError', () => {
  it("prefers the server's text to the fallback, except for a 5xx", () => {
    expect(
      describeSchedulingError(new ApiError(404, { error: 'Event not found', code: 'NOT_FOUND' }, undefined), 'Failed'),
    ).toBe('Event not found');
    expect(
      describeSchedulingError(new ApiError(503, { error: 'Down', code: 'SERVICE_UNAVAILABLE' }, undefined), 'Failed'),
    ).toBe('Failed');
    expect(describeSchedulingError(new NetworkError(null), 'Failed')).toBe('Failed');
  });
});
