import { travelModes } from '@hangtime/core/places/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greatCircleMetres } from './great-circle';
import {
  createEstimatedTravelTimes,
  estimateMinutes,
  TRAVEL_RANGE_MINUTES,
  travelEstimateFigures,
} from './travel-estimate';

const timesSquare = { latitude: 40.758, longitude: -73.9855 };
// 1 km due north of Times Square (1 km / 111.195 km per degree).
const kmNorth = { latitude: 40.758 + 1 / 111.195, longitude: -73.9855 };

describe('estimateMinutes', () => {
  it('is the overhead plus the detoured distance at the mode’s speed, rounded up', () => {
    expect(greatCircleMetres(timesSquare, kmNorth)).toBeCloseTo(1000, 0);
    // Walking: 1.25 km at 4.8 km/h = 15.6 → 16.
    expect(estimateMinutes(timesSquare, kmNorth, 'walking')).toBe(16);
    // Car: 5 + 1.35 km at 30 km/h (2.7) = 7.7 → 8.
    expect(estimateMinutes(timesSquare, kmNorth, 'car')).toBe(8);
    // Rideshare waits a minute longer than a car parks.
    expect(estimateMinutes(timesSquare, kmNorth, 'rideshare')).toBe(9);
    // Transit: 10 + 1.3 km at 20 km/h (3.9) → 14.
    expect(estimateMinutes(timesSquare, kmNorth, 'public_transit')).toBe(14);
    // Biking: 2 + 1.3 km at 15 km/h (5.2) → 8.
    expect(estimateMinutes(timesSquare, kmNorth, 'biking')).toBe(8);
  });

  it('drives faster and straighter on a longer trip: city streets, then arterials, then highways', () => {
    // Car: 5 + the first 10 km at city pace (27) + 10 km at 50 km/h over 1.25 (15) = 47 minutes to
    // JFK-like distances; the first 10 km as before.
    const kmNorthOf = (km: number) => ({ latitude: 40.758 + km / 111.195, longitude: -73.9855 });
    expect(estimateMinutes(timesSquare, kmNorthOf(5), 'car')).toBe(19);
    expect(estimateMinutes(timesSquare, kmNorthOf(20), 'car')).toBe(47);
    // 100 km: 32 + 30 km at 50 km/h over 1.25 (45) + 60 km at 100 km/h over 1.15 (41.4) → 119.
    expect(estimateMinutes(timesSquare, kmNorthOf(100), 'car')).toBe(119);
    // Walking and biking keep one pace however far.
    expect(estimateMinutes(timesSquare, kmNorthOf(20), 'walking')).toBe(313);
  });

  it('stays sane across a continent: about the hours a driver spends at the wheel', () => {
    // Irvine, CA → Ripley, NY: 3,443 km great circle, about 2,400 miles (3,900 km) by road, some
    // 35–36 hours' driving without stops. The old flat 30 km/h × 1.35 said 155 hours.
    const irvine = { latitude: 33.6846, longitude: -117.8265 };
    const ripley = { latitude: 42.2656, longitude: -79.7103 };
    const irvineToRipley = estimateMinutes(irvine, ripley, 'car');
    expect(irvineToRipley / 60).toBeGreaterThan(35);
    expect(irvineToRipley / 60).toBeLessThan(45);
    expect(irvineToRipley).toBe(2426);
    // New York → Los Angeles: 3,936 km, about 2,800 miles and 41 hours by road.
    const newYork = { latitude: 40.7128, longitude: -74.006 };
    const losAngeles = { latitude: 34.0522, longitude: -118.2437 };
    expect(estimateMinutes(newYork, losAngeles, 'car')).toBe(2766);
    // New York → Philadelphia: 130 km, about 2 hours by road.
    expect(estimateMinutes(newYork, { latitude: 39.9526, longitude: -75.1652 }, 'car')).toBe(139);
  });

  it('is only the overhead when there is no distance', () => {
    for (const mode of travelModes)
      expect(estimateMinutes(timesSquare, timesSquare, mode)).toBe(travelEstimateFigures[mode].overheadMinutes);
  });
});

describe('createEstimatedTravelTimes', () => {
  const travel = createEstimatedTravelTimes();

  it('says it is an estimate', () => {
    expect(travel.source).toBe('estimate');
  });

  it('gives, per origin and per destination, the fastest of that origin’s modes (car when none)', async () => {
    const farNorth = { latitude: 40.758 + 10 / 111.195, longitude: -73.9855 };
    const legs = await travel.fastest(
      [
        { point: timesSquare, modes: ['walking', 'car'] },
        { point: timesSquare, modes: [] },
        { point: timesSquare, modes: ['walking'] },
      ],
      [timesSquare, kmNorth, farNorth],
    );
    expect(legs).toEqual([
      [
        { minutes: 0, mode: 'walking' },
        { minutes: 8, mode: 'car' },
        { minutes: 32, mode: 'car' },
      ],
      [
        { minutes: 5, mode: 'car' },
        { minutes: 8, mode: 'car' },
        { minutes: 32, mode: 'car' },
      ],
      [
        { minutes: 0, mode: 'walking' },
        { minutes: 16, mode: 'walking' },
        { minutes: 157, mode: 'walking' },
      ],
    ]);
    expect(await travel.fastest([], [timesSquare])).toEqual([]);
    expect(await travel.fastest([{ point: timesSquare, modes: ['car'] }], [])).toEqual([[]]);
  });

  it('calls a trip past the range unreachable, by every mode: no 40-hour drive to dinner', async () => {
    const irvine = { latitude: 33.6846, longitude: -117.8265 };
    const ripley = { latitude: 42.2656, longitude: -79.7103 };
    const philadelphia = { latitude: 39.9526, longitude: -75.1652 };
    const boston = { latitude: 42.3601, longitude: -71.0589 };
    expect(TRAVEL_RANGE_MINUTES).toBe(240);
    const legs = await travel.fastest(
      [
        { point: irvine, modes: [] },
        { point: timesSquare, modes: ['walking', 'car'] },
        { point: timesSquare, modes: ['public_transit'] },
      ],
      [ripley, philadelphia, boston],
    );
    expect(legs).toEqual([
      [null, null, null],
      [null, { minutes: 143, mode: 'car' }, null],
      [null, null, null],
    ]);
    // The reach stops at the range: nothing past it can be within any limit.
    expect(travel.reachMetres(10_000, ['car'])).toBe(travel.reachMetres(TRAVEL_RANGE_MINUTES, ['car']));
    expect(travel.reachMetres(TRAVEL_RANGE_MINUTES, ['car'])).toBeGreaterThan(200_000);
    expect(travel.reachMetres(TRAVEL_RANGE_MINUTES, ['car'])).toBeLessThan(300_000);
  });

  it('on a tie names the mode listed first', async () => {
    const legs = await travel.fastest([{ point: timesSquare, modes: ['biking', 'car'] }], [kmNorth]);
    expect(legs[0]?.[0]?.mode).toBe('biking');
  });

  it('reaches no further than the fastest mode covers in the time, and nowhere within its overhead', () => {
    // Car: (30 − 5) min at 500 m/min over 1.35.
    expect(travel.reachMetres(30, ['car'])).toBeCloseTo((25 * 500) / 1.35, 6);
    expect(travel.reachMetres(30, [])).toBe(travel.reachMetres(30, ['car']));
    expect(travel.reachMetres(30, ['walking', 'car'])).toBe(travel.reachMetres(30, ['car']));
    expect(travel.reachMetres(3, ['car'])).toBe(0);
    expect(travel.reachMetres(3, ['walking', 'car'])).toBeCloseTo((3 * 80) / 1.25, 6);
  });

  it('agrees with fastest(): a venue inside the reach takes at most the minutes, one beyond takes more', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Past the city stage and past the range too.
        fc.integer({ min: 0, max: 2 * TRAVEL_RANGE_MINUTES }),
        fc.subarray([...travelModes]),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0.5, max: 1.5, noNaN: true }),
        async (minutes, modes, bearing, fraction) => {
          const reach = travel.reachMetres(minutes, modes);
          const metres = reach * fraction;
          const degrees = metres / 111_195;
          const place = {
            latitude: timesSquare.latitude + degrees * Math.cos(bearing),
            longitude:
              timesSquare.longitude + (degrees * Math.sin(bearing)) / Math.cos((timesSquare.latitude * Math.PI) / 180),
          };
          const distance = greatCircleMetres(timesSquare, place);
          const leg = (await travel.fastest([{ point: timesSquare, modes }], [place]))[0]![0]!;
          if (distance < reach * 0.999) expect(leg?.minutes).toBeLessThanOrEqual(minutes);
          // Beyond the reach: longer than the minutes, or past the range altogether.
          if (distance > reach * 1.001 + 1 && leg !== null) expect(leg.minutes).toBeGreaterThan(minutes);
        },
      ),
    );
  });
});
