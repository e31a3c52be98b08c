import { describe, expect, it } from 'vitest';
import { chooseVariedVenue, EQUALLY_FAIR_MINUTES } from './venue-variety';

const venue = (name: string, worstMinutes: number, lat: number, lon = -74) => ({
  name,
  worstMinutes,
  venue: { lat, lon },
});
const at = (v: ReturnType<typeof venue>) => ({ latitude: v.venue.lat, longitude: v.venue.lon });

const alpha = venue('Alpha', 10, 40.1);
const beta = venue('Beta', 10 + EQUALLY_FAIR_MINUTES, 40.2);
const gamma = venue('Gamma', 11, 40.3);
const slow = venue('Slow', 12.5, 40.4);
const ranked = [alpha, gamma, beta, slow];
const first = () => 0;
const last = () => 0.999999;

describe('chooseVariedVenue', () => {
  it('has nothing to choose from an empty list', () => {
    expect(chooseVariedVenue([], [], first)).toBeNull();
  });

  it('draws among the venues within two minutes of the fairest worst trip, never beyond', () => {
    expect(chooseVariedVenue(ranked, [], first)?.name).toBe('Alpha');
    expect(chooseVariedVenue(ranked, [], () => 0.5)?.name).toBe('Gamma');
    expect(chooseVariedVenue(ranked, [], last)?.name).toBe('Beta');
    expect(chooseVariedVenue([alpha, slow], [], last)?.name).toBe('Alpha');
  });

  it('prefers an equally fair venue the caller has not used lately, whatever the draw', () => {
    for (const random of [first, last]) {
      expect(chooseVariedVenue([alpha, beta], [at(alpha)], random)?.name).toBe('Beta');
      expect(chooseVariedVenue([alpha, beta], [at(beta)], random)?.name).toBe('Alpha');
    }
  });

  it('takes the one used longest ago when all were used: two equals alternate', () => {
    expect(chooseVariedVenue([alpha, beta], [at(beta), at(alpha)], first)?.name).toBe('Alpha');
    expect(chooseVariedVenue([alpha, beta], [at(alpha), at(beta)], first)?.name).toBe('Beta');
  });

  it('keeps the fairest when the others are not equally fair, even if it was just used', () => {
    expect(chooseVariedVenue([alpha, slow], [at(alpha)], last)?.name).toBe('Alpha');
  });

  it('draws among the unused ones only', () => {
    expect(chooseVariedVenue(ranked, [at(gamma)], first)?.name).toBe('Alpha');
    expect(chooseVariedVenue(ranked, [at(gamma)], last)?.name).toBe('Beta');
  });
});
