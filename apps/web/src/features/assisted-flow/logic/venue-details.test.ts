import { describe, expect, it } from 'vitest';
import { makeVenue } from '../test-fixtures';
import { describeAccessibility, describeTravel, describeUnplaced, isWorstTrip } from './venue-details';

describe('a venue’s facts in words', () => {
  it('says each trip with its mode and marks the longest', () => {
    const venue = makeVenue();
    expect(venue.travel_times.map(describeTravel)).toEqual(['Sam: 12 min by car', 'Ana: 25 min by transit']);
    expect(venue.travel_times.map((trip) => isWorstTrip(venue, trip))).toEqual([false, true]);
  });

  it('writes long trips in hours and minutes', () => {
    const trip = (minutes: number) => describeTravel({ user_id: 'u', first_name: 'Ana', minutes, mode: 'car' });
    expect([59, 60, 65, 662, 9294].map(trip)).toEqual([
      'Ana: 59 min by car',
      'Ana: 1 h by car',
      'Ana: 1 h 5 min by car',
      'Ana: 11 h 2 min by car',
      'Ana: 154 h 54 min by car',
    ]);
  });

  it('reads the wheelchair score', () => {
    expect([1, 0.5, 0, null].map(describeAccessibility)).toEqual([
      'Wheelchair accessible',
      'Partly wheelchair accessible',
      'Not wheelchair accessible',
      null,
    ]);
  });

  it('names who has no place to start from', () => {
    expect(describeUnplaced([])).toBeNull();
    expect(describeUnplaced(['Ana'])).toBe('Ana has no saved location for this time, so travel times leave them out.');
    expect(describeUnplaced(['Ana', 'Ben', 'Cy'])).toBe(
      'Ana, Ben and Cy have no saved location for this time, so travel times leave them out.',
    );
  });
});
