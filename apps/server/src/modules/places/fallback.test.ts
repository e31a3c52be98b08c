import { describe, expect, it } from 'vitest';
import { alternativeReason, fallbackLimitMinutes, hostReason } from './fallback';
import type { PlacedParticipant, TimedVenue } from './search';

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
        'This is one of the fairest open restaurants nearby that nobody in the group dislikes: at most 41 min for anyone.',
    );
  });

  it('says a long trip in hours and minutes, never as a count of minutes', () => {
    expect(alternativeReason(timed(95, false), true)).toMatch(/: at most 1 h 35 min for anyone\.$/);
    expect(alternativeReason(timed(120, false), true)).toMatch(/: at most 2 h for anyone\.$/);
    expect(alternativeReason(timed(95, false), true)).not.toMatch(/\d{3,} min|minutes/);
  });
});

describe('fallbackLimitMinutes', () => {
  const limited = (maxMinutes: number) =>
    ({ origin: { point: { latitude: 0, longitude: 0 }, modes: [], maxMinutes } }) as unknown as PlacedParticipant;

  it('is twice the strictest participant’s limit', () => {
    expect(fallbackLimitMinutes([limited(30)])).toBe(60);
    expect(fallbackLimitMinutes([limited(90), limited(15), limited(45)])).toBe(30);
  });
});

describe('hostReason', () => {
  it('offers the caller’s own place by its name', () => {
    expect(hostReason('Home')).toBe('Or host it yourself at Home, your default location.');
  });
});
