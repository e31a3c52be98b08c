import { describe, expect, it } from 'vitest';
import { formatTimeSpan } from './format-time-span';

const at = (iso: string) => Date.parse(iso);

describe('formatTimeSpan', () => {
  it('writes one AM/PM when both ends share it, minutes only when there are some', () => {
    expect(formatTimeSpan(at('2026-12-01T23:00:00Z'), at('2026-12-02T03:00:00Z'), 'America/Los_Angeles')).toBe(
      'Tue, Dec 1, 3–7 PM',
    );
    expect(formatTimeSpan(at('2026-12-01T23:30:00Z'), at('2026-12-02T00:45:00Z'), 'America/New_York')).toBe(
      'Tue, Dec 1, 6:30–7:45 PM',
    );
  });

  it('writes both halves when the span crosses noon or midnight, on the start’s day', () => {
    expect(formatTimeSpan(at('2026-12-01T23:00:00Z'), at('2026-12-02T03:00:00Z'), 'Europe/London')).toBe(
      'Tue, Dec 1, 11 PM – 3 AM',
    );
  });
});
