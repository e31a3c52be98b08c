import { describe, expect, it } from 'vitest';
import { LONGEST_RETRY_MS, retryDelayMs } from './backoff';

const least = () => 0;
const most = () => 0.999_999;

describe('retryDelayMs', () => {
  it('doubles from one second, each wait between half and all of its step', () => {
    expect([0, 1, 2, 3].map((attempt) => retryDelayMs(attempt, least))).toEqual([500, 1_000, 2_000, 4_000]);
    expect(retryDelayMs(0, most)).toBeCloseTo(1_000, 0);
    expect(retryDelayMs(3, most)).toBeCloseTo(8_000, 0);
  });

  it('spreads clients: the same attempt waits differently with different chance', () => {
    expect(retryDelayMs(4, () => 0.1)).not.toBe(retryDelayMs(4, () => 0.9));
  });

  it('stops growing at a minute', () => {
    expect(retryDelayMs(20, most)).toBeLessThanOrEqual(LONGEST_RETRY_MS);
    expect(retryDelayMs(1_000, least)).toBe(LONGEST_RETRY_MS / 2);
  });

  it("never retries sooner than the server's Retry-After", () => {
    expect(retryDelayMs(0, least, 30)).toBe(30_000);
    expect(retryDelayMs(10, most, 1)).toBeGreaterThan(1_000);
  });
});
