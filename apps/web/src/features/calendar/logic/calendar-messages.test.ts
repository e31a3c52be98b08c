import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { calendarMessages, describeEventOutcome, describeLoadError } from './calendar-messages';

describe('describeLoadError', () => {
  it("prefers the server's words for a refused request", () => {
    const refused = new ApiError(
      400,
      { error: 'A range can be at most 100 days', code: 'VALIDATION_ERROR' },
      undefined,
    );
    expect(describeLoadError(refused)).toBe('A range can be at most 100 days');
  });

  it('says "Failed to load calendar data" for a server failure or a lost connection', () => {
    expect(describeLoadError(new ApiError(500, { error: 'Internal server error', code: 'INTERNAL' }, undefined))).toBe(
      calendarMessages.loadFailed,
    );
    expect(describeLoadError(new NetworkError(new TypeError('Failed to fetch')))).toBe('Failed to load calendar data');
  });
});

describe('describeEventOutcome', () => {
  it('confirms a new entry, an edit and a delete in their own words', () => {
    expect(describeEventOutcome('saved', true)).toBe('Added to your calendar');
    expect(describeEventOutcome('saved', false)).toBe('Changes saved');
    expect(describeEventOutcome('removed', false)).toBe('Removed from your calendar');
  });
});
