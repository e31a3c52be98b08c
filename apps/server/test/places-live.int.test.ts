// find-locations end to end with the live services switched on (behaviour.md §9): venues from an
// Overpass API and routed travel times from an OSRM table service, both real local HTTP servers
// started here, reached through OVERPASS_URL and ROUTING_URL as a deployment would set them.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { placesMessages } from '@hangtime/core/places/schemas';
import { createTestApp, type TestContext } from './helpers/app';
import type { RegisteredUser } from './helpers/factories';
import { startFakeOsrm, straightLineDurations, type FakeOsrm } from './helpers/fake-osrm';
import { startFakeOverpass, type FakeOverpass, type RawOverpassElement } from './helpers/fake-overpass';
import { makeFriends } from './helpers/friends';
import { locationsFor, NEW_YORK_HOMES, newYorker, placesOf, SUBTYPE } from './helpers/places';

// Between the East Village (10009) and Chelsea (10011) ZIP centroids the two friends live at.
const venues: RawOverpassElement[] = [
  // Nearest the group's centre: an estimate would rank it first; the router says it is slow to reach.
  {
    type: 'node',
    id: 9101,
    lat: 40.7333,
    lon: -73.9895,
    tags: { amenity: 'restaurant', name: 'Slow Slice', cuisine: 'pizza' },
  },
  {
    type: 'way',
    id: 9102,
    center: { lat: 40.7301, lon: -73.9952 },
    tags: {
      amenity: 'restaurant',
      name: 'Quick Pie',
      cuisine: 'pizza;italian',
      'addr:housenumber': '7',
      'addr:street': 'Carmine Street',
    },
  },
  {
    type: 'node',
    id: 9103,
    lat: 40.7345,
    lon: -73.9902,
    tags: { amenity: 'restaurant', name: 'Only Sushi', cuisine: 'sushi' },
  },
];

const routedSeconds = (to: { latitude: number; longitude: number }) => {
  if (to.latitude === 40.7333) return 25 * 60;
  if (to.latitude === 40.7301) return 7 * 60 - 20;
  return null;
};

let overpass: FakeOverpass;
let osrm: FakeOsrm;
let ctx: TestContext;
let ana: RegisteredUser;
let ben: RegisteredUser;

const slot = { start_time: '2030-06-14T22:00:00.000Z', end_time: '2030-06-15T00:00:00.000Z' };

beforeAll(async () => {
  overpass = await startFakeOverpass(venues);
  osrm = await startFakeOsrm((profile, from, to) =>
    profile === 'driving' ? routedSeconds(to) : straightLineDurations(profile, from, to),
  );
  // The default timeouts: a loaded machine must not turn a slow answer into a failure here (unit tests cover the timeout).
  ctx = await createTestApp({ env: { OVERPASS_URL: overpass.url, ROUTING_URL: osrm.origin } });
  ({ person: ana } = await newYorker(ctx, 'Ana', NEW_YORK_HOMES.eastVillage));
  ({ person: ben } = await newYorker(ctx, 'Ben', NEW_YORK_HOMES.chelsea));
  await makeFriends(ctx, ana, ben);
});
afterEach(() => {
  overpass.answerWith(null);
});
afterAll(async () => {
  await ctx.close();
  await Promise.all([overpass.close(), osrm.close()]);
});

describe('POST /api/calendar/find-locations with OVERPASS_URL and ROUTING_URL', () => {
  it('offers the live venues of the chosen type, ranked by routed times, in one request to each service', async () => {
    const answer = await locationsFor(ctx, ana, {
      user_ids: [ben.user.id],
      subtype_ids: [SUBTYPE.pizza],
      time_slot: slot,
    });

    expect(answer.travel_time_source).toBe('routing');
    // Ben's routed 7 minutes are shown to Ana rounded up to 10 (issue 25), and are the worst trip.
    expect(answer.locations.map((location) => [location.id, location.name, location.travel_time_minutes])).toEqual([
      ['way/9102', 'Quick Pie', 10],
      ['node/9101', 'Slow Slice', 25],
    ]);
    expect(answer.locations[0]).toMatchObject({
      latitude: 40.7301,
      longitude: -73.9952,
      subtypes: expect.arrayContaining(['Pizza', 'Italian']),
      address: expect.stringContaining('7 Carmine Street'),
      travel_times: [
        { user_id: ana.user.id, first_name: 'Ana', minutes: 7, mode: 'car' },
        { user_id: ben.user.id, first_name: 'Ben', minutes: 10, mode: 'car' },
      ],
    });
    expect(overpass.queries()).toHaveLength(1);
    expect(overpass.queries()[0]).toContain('[amenity~"^(');
    // Both friends drive: one table, both of them to both pizza places (the sushi place is never timed).
    expect(osrm.tables()).toEqual([{ profile: 'driving', sources: 2, destinations: 2 }]);
  });

  it('answers the same search again from the venue cache, asking the router afresh', async () => {
    const before = { overpass: overpass.requests.length, osrm: osrm.tables().length };
    await locationsFor(ctx, ana, { user_ids: [ben.user.id], subtype_ids: [SUBTYPE.pizza], time_slot: slot });
    expect(overpass.requests.length).toBe(before.overpass);
    expect(osrm.tables().length).toBe(before.osrm + 1);
  });

  it('says "Failed to find locations" when the places service fails', async () => {
    overpass.answerWith(() => ({ status: 504, text: '<html>Gateway Timeout</html>' }));
    // A search around another centre (Ben alone), so the cache cannot answer it.
    const response = await placesOf(ctx, ben).findLocations({
      user_ids: [],
      subtype_ids: [SUBTYPE.pizza],
      time_slot: slot,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: placesMessages.locationsFailed, code: 'SERVICE_UNAVAILABLE' });
  });
});
