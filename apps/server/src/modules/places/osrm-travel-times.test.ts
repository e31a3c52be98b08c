import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOsrm, straightLineDurations, type FakeOsrm } from '../../../test/helpers/fake-osrm';
import { PlacesUnavailableError } from './live-errors';
import { createOsrmTravelTimes } from './osrm-travel-times';
import type { LatLon, TravelLeg, TravelOrigin, TravelTimes } from './types';

// Stands in for the estimate, whose figures are i15-data's: a fixed transit time makes it plain
// which answers came from the router and which from the estimate.
const transitMinutes = 25;
const estimate: TravelTimes = {
  source: 'estimate',
  fastest: async (origins, destinations) =>
    origins.map((origin) =>
      destinations.map((): TravelLeg | null =>
        origin.modes.includes('public_transit') ? { minutes: transitMinutes, mode: 'public_transit' } : null,
      ),
    ),
  reachMetres: (minutes) => minutes * 1000,
};

const unionSquare: LatLon = { latitude: 40.7359, longitude: -73.9911 };

/** `count` points spread around Manhattan, each a different distance from Union Square. */
function pointsNear(centre: LatLon, count: number, stepDegrees: number): LatLon[] {
  return Array.from({ length: count }, (_, index) => ({
    latitude: centre.latitude + stepDegrees * (index + 1) * Math.cos(index),
    longitude: centre.longitude + stepDegrees * (index + 1) * Math.sin(index),
  }));
}

let osrm: FakeOsrm;
beforeEach(async () => {
  osrm = await startFakeOsrm();
});
afterEach(async () => {
  await osrm.close();
});

function travelTimes(timeoutMs = 5_000): TravelTimes {
  return createOsrmTravelTimes({ url: osrm.origin, timeoutMs, estimate });
}

describe('OSRM travel times', () => {
  it('says its times are routed', () => {
    expect(travelTimes().source).toBe('routing');
  });

  it('asks once per profile for a 6-person, 50-venue search, never once per venue', async () => {
    const people = pointsNear(unionSquare, 6, 0.004);
    const origins: TravelOrigin[] = people.map((point, index) => ({
      point,
      modes: [['car'], ['rideshare', 'walking'], ['biking'], ['walking'], ['car', 'biking'], ['public_transit']][
        index
      ] as TravelOrigin['modes'],
    }));
    const venues = pointsNear(unionSquare, 50, 0.0007);

    const legs = await travelTimes().fastest(origins, venues);

    expect(osrm.tables().sort((a, b) => a.profile.localeCompare(b.profile))).toEqual([
      { profile: 'cycling', sources: 2, destinations: 50 },
      { profile: 'driving', sources: 3, destinations: 50 },
      { profile: 'foot', sources: 2, destinations: 50 },
    ]);
    expect(legs).toHaveLength(6);
    for (const row of legs) expect(row).toHaveLength(50);
  });

  it('gives each person the routed minutes of the fastest of their modes', async () => {
    const venue = { latitude: 40.7527, longitude: -73.9772 }; // Grand Central, about 2.2 km away
    const seconds = (profile: 'driving' | 'cycling' | 'foot') => straightLineDurations(profile, unionSquare, venue)!;
    const origins: TravelOrigin[] = [
      { point: unionSquare, modes: ['walking', 'biking'] },
      { point: unionSquare, modes: ['walking'] },
      { point: unionSquare, modes: ['walking', 'public_transit'] },
      { point: unionSquare, modes: [] },
    ];

    const [biker, walker, rider, unsaid] = await travelTimes().fastest(origins, [venue]);

    expect(biker).toEqual([{ minutes: Math.ceil(seconds('cycling') / 60), mode: 'biking' }]);
    expect(walker).toEqual([{ minutes: Math.ceil(seconds('foot') / 60), mode: 'walking' }]);
    // About 27 minutes on foot: the estimate's 25 by transit is faster.
    expect(Math.ceil(seconds('foot') / 60)).toBeGreaterThan(transitMinutes);
    expect(rider).toEqual([{ minutes: transitMinutes, mode: 'public_transit' }]);
    // No travel preference: by car.
    expect(unsaid).toEqual([{ minutes: Math.ceil(seconds('driving') / 60), mode: 'car' }]);
  });

  it('asks nothing of the router for people who only take transit', async () => {
    const legs = await travelTimes().fastest([{ point: unionSquare, modes: ['public_transit'] }], [unionSquare]);
    expect(legs).toEqual([[{ minutes: transitMinutes, mode: 'public_transit' }]]);
    expect(osrm.tables()).toEqual([]);
  });

  it('marks a venue the router found no way to as unreachable, and keeps another mode that reaches it', async () => {
    await osrm.close();
    const island = { latitude: 40.6892, longitude: -74.0445 }; // Liberty Island: no road, no footpath from Manhattan
    osrm = await startFakeOsrm((profile, from, to) =>
      to.latitude === 40.6892 ? null : straightLineDurations(profile, from, to),
    );
    const museum = { latitude: 40.7794, longitude: -73.9632 };

    const [driver, transitRider] = await travelTimes().fastest(
      [
        { point: unionSquare, modes: ['car'] },
        { point: unionSquare, modes: ['car', 'public_transit'] },
      ],
      [island, museum],
    );

    expect(driver![0]).toBeNull();
    expect(driver![1]).toMatchObject({ mode: 'car' });
    expect(transitRider![0]).toEqual({ minutes: transitMinutes, mode: 'public_transit' });
  });

  it('calls a routed trip past the range unreachable, as the estimate does', async () => {
    await osrm.close();
    // Five hours by road to the first venue, four to the second.
    osrm = await startFakeOsrm((_profile, _from, to) => (to.latitude > 41 ? 5 * 3600 : 4 * 3600));
    const [driver] = await travelTimes().fastest(
      [{ point: unionSquare, modes: ['car'] }],
      [
        { latitude: 42.36, longitude: -71.06 },
        { latitude: 40.5, longitude: -74.5 },
      ],
    );
    expect(driver).toEqual([null, { minutes: 240, mode: 'car' }]);
  });

  it("splits venues over several requests only past the service's 100-coordinate table limit", async () => {
    const venues = pointsNear(unionSquare, 150, 0.0002);
    const legs = await travelTimes().fastest([{ point: unionSquare, modes: ['car'] }], venues);
    expect(osrm.tables()).toEqual([
      { profile: 'driving', sources: 1, destinations: 99 },
      { profile: 'driving', sources: 1, destinations: 51 },
    ]);
    expect(legs[0]!.every((leg) => leg?.mode === 'car')).toBe(true);
    // The answers are put back in the venues' order.
    expect(legs[0]!.at(-1)!.minutes).toBe(
      Math.ceil(straightLineDurations('driving', unionSquare, venues.at(-1)!)! / 60),
    );
  });

  it('fails with a clear error when the router does not answer in time', async () => {
    osrm.answerWith(() => 'hang');
    const search = travelTimes(200).fastest([{ point: unionSquare, modes: ['car'] }], [unionSquare]);
    await expect(search).rejects.toThrow(PlacesUnavailableError);
    await expect(search).rejects.toThrow('The routing service did not answer (no answer within 200 ms)');
  });

  it('fails with a clear error when nothing listens at the routing URL', async () => {
    const url = osrm.origin;
    await osrm.close();
    const search = createOsrmTravelTimes({ url, timeoutMs: 5_000, estimate }).fastest(
      [{ point: unionSquare, modes: ['car'] }],
      [unionSquare],
    );
    await expect(search).rejects.toThrow('The routing service did not answer (fetch failed: ECONNREFUSED)');
    osrm = await startFakeOsrm();
  });

  it.each([
    ['a server error', { status: 502, text: '<html>Bad Gateway</html>' }, /HTTP 502/],
    ['its own error code', { status: 400, json: { code: 'NoTable', message: 'No table found' } }, /HTTP 400 NoTable/],
    ['garbage', { status: 200, text: 'not json' }, /The routing service did not answer/],
    ['a table of the wrong size', { status: 200, json: { code: 'Ok', durations: [[60]] } }, /no 1×2 duration table/],
  ])('fails with a clear error when the router answers %s', async (_, reply, message) => {
    osrm.answerWith(() => reply);
    const search = travelTimes().fastest([{ point: unionSquare, modes: ['car'] }], [unionSquare, unionSquare]);
    await expect(search).rejects.toThrow(PlacesUnavailableError);
    await expect(search).rejects.toThrow(message);
  });

  it('reaches as far as the estimate says', () => {
    expect(travelTimes().reachMetres(30, ['walking'])).toBe(estimate.reachMetres(30, ['walking']));
  });
});
