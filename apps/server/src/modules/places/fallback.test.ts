import { describe, expect, it } from 'vitest';
import { alternativeReason, hostReason } from './fallback';
import type { TimedVenue } from './search';

const timed = (worstMinutes: number, isWithinLimits: boolean) => ({ worstMinutes, isWithinLimits }) as TimedVenue;

describe('alternativeReason', () => {
  it('says the chosen types were the problem when the venue fits everyone’s limit', () => {
    expect(alternativeReason(timed(12, true), true)).toBe(
      'No restaurant of the types you chose is open for the whole time within everyone’s travel limit. ' +
        'This one is open then, within everyone’s limit, and nobody in the group dislikes its food.',
    );
  });

  it('gives the worst trip, naming nobody, when the venue is past someone’s limit', () => {
    const reason = alternativeReason(timed(41, false), false);
    expect(reason).toBe(
      'No restaurant is open for the whole time within everyone’s travel limit. ' +
        'This is one of the fairest open restaurants nearby that nobody in the group dislikes: at most 41 minutes for anyone.',
    );
  });
});

describe('hostReason', () => {
  it('offers the caller’s own place by its name', () => {
    expect(hostReason('Home')).toBe('Or host it yourself at Home, your default location.');
  });
});
