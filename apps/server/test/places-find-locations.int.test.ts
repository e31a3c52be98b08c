// POST /api/calendar/find-locations (behaviour.md §9) in a real New York world: three friends with
// saved locations in Manhattan and Brooklyn, real bundled venues, the estimate's minutes (the
// caller's from their saved point, friends' from their coarse origin and rounded, issue 25),
// fairness order, a window's own place and modes, unplaced participants, opening hours,
// 400/401/404, privacy. places-travel-privacy.int.test.ts attacks the friends' minutes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placesMessages, type RestaurantLocationView } from '@hangtime/core/places/schemas';
import { formatDuration } from '@hangtime/core/time/durations';
import { bundledVenueFiles, loadVenueFiles } from '../src/modules/places/bundled-places';
import { coarsenOrigin } from '../src/modules/places/coarse-origin';
import { greatCircleMetres } from '../src/modules/places/great-circle';
import { isOpenThroughout } from '../src/modules/places/opening-hours';
import { roundOthersMinutes } from '../src/modules/places/shown-minutes';
import { estimateMinutes } from '../src/modules/places/travel-estimate';
import type { LatLon } from '../src/modules/places/types';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { makeFriends } from './helpers/friends';
import {
  FAR_HOMES,
  locationsFor,
  NEW_YORK_HOMES,
  newYorker,
  placesApi,
  placesOf,
  rate,
  SUBTYPE,
} from './helpers/places';
import { createLocation, createWindow, expectFieldError } from './helpers/schedule';

let ctx: TestContext;
let ana: RegisteredUser;
let ben: RegisteredUser;
let cleo: RegisteredUser;
let dora: RegisteredUser;
let stranger: RegisteredUser;
const homes: Record<string, LatLon> = {};
/** Where each friend's trips are timed from when someone else asks: their home's coarse origin. */
const coarseHomes: Record<string, LatLon> = {};
let coarseChelseaOffice: LatLon;

// Wednesday 3 March 2027, 18:00–20:00 in New York (EST, UTC−5).
const WEDNESDAY_EVENING = { start_time: '2027-03-03T23:00:00.000Z', end_time: '2027-03-04T01:00:00.000Z' };
// The same hours on Monday 1 and Tuesday 2 March 2027.
const MONDAY_EVENING = { start_time: '2027-03-01T23:00:00.000Z', end_time: '2027-03-02T01:00:00.000Z' };
const TUESDAY_EVENING = { start_time: '2027-03-02T23:00:00.000Z', end_time: '2027-03-03T01:00:00.000Z' };
const THURSDAY_EVENING = { start_time: '2027-03-04T23:00:00.000Z', end_time: '2027-03-05T01:00:00.000Z' };
// Tuesday 21:00–23:00: across a 22:00 closing time.
const TUESDAY_LATE = { start_time: '2027-03-03T02:00:00.000Z', end_time: '2027-03-03T04:00:00.000Z' };

const pointOf = (location: { latitude: number | null; longitude: number | null }) => ({
  latitude: location.latitude!,
  longitude: location.longitude!,
});

beforeAll(async () => {
  ctx = await createTestApp();
  const placed = await Promise.all([
    newYorker(ctx, 'Ana', NEW_YORK_HOMES.eastVillage),
    newYorker(ctx, 'Ben', NEW_YORK_HOMES.brooklynHeights),
    newYorker(ctx, 'Cleo', NEW_YORK_HOMES.williamsburg),
    newYorker(ctx, 'Dora', null),
  ]);
  [ana, ben, cleo, dora] = placed.map((entry) => entry.person) as [
    RegisteredUser,
    RegisteredUser,
    RegisteredUser,
    RegisteredUser,
  ];
  for (const entry of placed) {
    if (!entry.location) continue;
    homes[entry.person.user.id] = pointOf(entry.location);
    coarseHomes[entry.person.user.id] = coarsenOrigin(pointOf(entry.location), entry.location.id);
  }
  stranger = await createVerifiedUser(ctx, { first_name: 'Stranger', last_name: 'Danger' });
  for (const friend of [ben, cleo, dora]) await makeFriends(ctx, ana, friend);
  // Ben's Wednesday evenings start from his office in Chelsea, on foot, up to 45 minutes.
  const office = await createLocation(ctx, ben, {
    ...NEW_YORK_HOMES.chelsea,
    location_name: 'Ben’s secret office',
    address_line_2: null,
    state_province: 'NY',
    is_default: false,
  });
  coarseChelseaOffice = coarsenOrigin(pointOf(office), office.id);
  await createWindow(ctx, ben, {
    window_name: 'Ben’s hidden Wednesday window',
    location: 'Ben’s secret office',
    address: '200 W 20th St, New York, NY 10011',
    location_id: office.id,
    travel_preferences: ['walking'],
    max_travel_time_minutes: 45,
    days_of_week: [2],
    start_time: '17:00',
    end_time: '22:00',
    start_date: '2027-01-04',
    end_date: '2027-12-31',
  });
  await rate(ctx, cleo, { [SUBTYPE.pizza]: 'dislike' });
});
afterAll(async () => {
  await ctx.close();
});

/** A friend's minutes as the caller is shown them: from the coarse origin, rounded up to 5. */
const friendMinutes = (coarse: LatLon, venue: LatLon, mode: 'car' | 'walking') =>
  roundOthersMinutes(estimateMinutes(coarse, venue, mode));

/**
 * The ten fairest open venues for the caller driving from `caller` and friends from their coarse
 * origins `friends`, within 30 minutes, by looking at every one.
 */
function bruteForceFairest(
  isKind: (tags: Record<string, string>) => boolean,
  caller: LatLon,
  friends: LatLon[],
  slot: { start_time: string; end_time: string },
) {
  const origins = [caller, ...friends];
  const centre = {
    latitude: origins.reduce((sum, o) => sum + o.latitude, 0) / origins.length,
    longitude: origins.reduce((sum, o) => sum + o.longitude, 0) / origins.length,
  };
  return loadVenueFiles(bundledVenueFiles())
    .filter(
      (venue) => isKind(venue.tags) && isOpenThroughout(venue, new Date(slot.start_time), new Date(slot.end_time)),
    )
    .map((venue) => {
      const point = { latitude: venue.lat, longitude: venue.lon };
      const minutes = [
        estimateMinutes(caller, point, 'car'),
        ...friends.map((friend) => friendMinutes(friend, point, 'car')),
      ];
      return {
        id: `${venue.type}/${venue.id}`,
        worst: Math.max(...minutes),
        total: minutes.reduce((a, b) => a + b, 0),
        distance: Math.round(greatCircleMetres(centre, point)),
      };
    })
    .filter((venue) => venue.worst <= 30)
    .sort((a, b) => a.worst - b.worst || a.total - b.total || a.distance - b.distance || (a.id < b.id ? -1 : 1))
    .slice(0, 10)
    .map((venue) => venue.id);
}

/** The fairness order the answer must keep: worst, then total, then distance. */
function expectFairOrder(locations: RestaurantLocationView[]) {
  const keys = locations.map((location) => [
    location.travel_time_minutes!,
    location.travel_times.reduce((sum, trip) => sum + trip.minutes, 0),
    location.distance,
  ]);
  const sorted = [...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!);
  expect(keys).toEqual(sorted);
}

describe('POST /api/calendar/find-locations', () => {
  it('offers real open Thai venues, fairest first, with everyone’s minutes from the estimate', async () => {
    const answer = await locationsFor(ctx, ana, {
      user_ids: [cleo.user.id],
      subtype_ids: [SUBTYPE.thai],
      time_slot: WEDNESDAY_EVENING,
    });
    expect(answer.success).toBe(true);
    expect(answer.travel_time_source).toBe('estimate');
    expect(answer.unplaced_participants).toEqual([]);
    expect(answer.locations.length).toBe(10);
    expectFairOrder(answer.locations);
    for (const location of answer.locations) {
      expect(location.id).toMatch(/^(node|way|relation)\/\d+$/);
      expect(location.place_id).toBe(location.id);
      expect(location.subtypes).toContain('Thai');
      expect(location.is_host_location).toBe(false);
      expect(location.alternative_reason).toBeNull();
      expect(location.travel_times.map((trip) => trip.first_name)).toEqual(['Ana', 'Cleo']);
      const venue = { latitude: location.latitude, longitude: location.longitude };
      // Both by car from their default locations: Ana's to the minute, Cleo's from her coarse origin, rounded.
      expect(location.travel_times).toEqual([
        {
          user_id: ana.user.id,
          first_name: 'Ana',
          minutes: estimateMinutes(homes[ana.user.id]!, venue, 'car'),
          mode: 'car',
        },
        {
          user_id: cleo.user.id,
          first_name: 'Cleo',
          minutes: friendMinutes(coarseHomes[cleo.user.id]!, venue, 'car'),
          mode: 'car',
        },
      ]);
      expect(location.travel_time_minutes).toBe(Math.max(...location.travel_times.map((trip) => trip.minutes)));
      expect(location.travel_time_minutes).toBeLessThanOrEqual(30);
    }
    // The same ten as a brute force over every bundled venue, no index, no search radius.
    expect(answer.locations.map((location) => location.id)).toEqual(
      bruteForceFairest(
        (tags) => tags.amenity === 'restaurant' && (tags.cuisine ?? '').toLowerCase().split(';').includes('thai'),
        homes[ana.user.id]!,
        [coarseHomes[cleo.user.id]!],
        WEDNESDAY_EVENING,
      ),
    );
  });

  it('starts a participant from the place of their window covering the slot, by its modes and limit', async () => {
    const answer = await locationsFor(ctx, ana, {
      user_ids: [ben.user.id],
      subtype_ids: [SUBTYPE.italian],
      time_slot: WEDNESDAY_EVENING,
    });
    expect(answer.locations.length).toBeGreaterThan(0);
    for (const location of answer.locations) {
      const benTrip = location.travel_times.find((trip) => trip.user_id === ben.user.id)!;
      expect(benTrip.mode).toBe('walking');
      expect(benTrip.minutes).toBe(friendMinutes(coarseChelseaOffice, location, 'walking'));
      expect(benTrip.minutes).toBeLessThanOrEqual(45);
    }
    // On Thursday no window covers the slot: Ben starts from home in Brooklyn Heights, by car.
    const thursday = { start_time: '2027-03-04T23:00:00.000Z', end_time: '2027-03-05T01:00:00.000Z' };
    const later = await locationsFor(ctx, ana, {
      user_ids: [ben.user.id],
      subtype_ids: [SUBTYPE.italian],
      time_slot: thursday,
    });
    const trip = later.locations[0]!.travel_times.find((entry) => entry.user_id === ben.user.id)!;
    expect(trip.mode).toBe('car');
    expect(trip.minutes).toBe(friendMinutes(coarseHomes[ben.user.id]!, later.locations[0]!, 'car'));
  });

  it('names a participant who cannot be placed and leaves them out of travel times', async () => {
    const answer = await locationsFor(ctx, ana, {
      user_ids: [dora.user.id, cleo.user.id],
      subtype_ids: [SUBTYPE.thai],
      time_slot: WEDNESDAY_EVENING,
    });
    expect(answer.unplaced_participants).toEqual([{ user_id: dora.user.id, first_name: 'Dora' }]);
    expect(answer.locations.length).toBeGreaterThan(0);
    for (const location of answer.locations)
      expect(location.travel_times.map((trip) => trip.first_name)).toEqual(['Ana', 'Cleo']);
  });

  it('leaves out a venue closed at the slot: Giano opens Tuesday to Sunday, 17:00–22:00', async () => {
    const giano = (locations: RestaurantLocationView[]) => locations.find((location) => location.name === 'Giano');
    const tuesday = await locationsFor(ctx, ana, {
      user_ids: [],
      subtype_ids: [SUBTYPE.italian],
      time_slot: TUESDAY_EVENING,
    });
    expect(giano(tuesday.locations)).toMatchObject({ opening_hours: 'Tu-Su 17:00-22:00', subtypes: ['Italian'] });
    const monday = await locationsFor(ctx, ana, {
      user_ids: [],
      subtype_ids: [SUBTYPE.italian],
      time_slot: MONDAY_EVENING,
    });
    expect(giano(monday.locations)).toBeUndefined();
    const late = await locationsFor(ctx, ana, {
      user_ids: [],
      subtype_ids: [SUBTYPE.italian],
      time_slot: TUESDAY_LATE,
    });
    expect(giano(late.locations)).toBeUndefined();
  });

  it('offers any restaurant nobody dislikes when no type is chosen', async () => {
    const answer = await locationsFor(ctx, ana, {
      user_ids: [cleo.user.id],
      subtype_ids: [],
      time_slot: WEDNESDAY_EVENING,
    });
    expect(answer.locations.length).toBe(10);
    for (const location of answer.locations) expect(location.subtypes).not.toContain('Pizza');
  });

  /** Friends `first` and `second`, each driving from home on Wednesdays within `maxMinutes`. */
  async function drivingPair(
    names: [string, string],
    homes: [Parameters<typeof newYorker>[2], Parameters<typeof newYorker>[2]],
    maxMinutes: number,
  ) {
    const placed = await Promise.all([newYorker(ctx, names[0], homes[0]), newYorker(ctx, names[1], homes[1])]);
    const [first, second] = placed.map((entry) => entry.person) as [RegisteredUser, RegisteredUser];
    await makeFriends(ctx, first, second);
    for (const { person, location } of placed) {
      await createWindow(ctx, person, {
        location_id: location!.id,
        travel_preferences: ['car'],
        max_travel_time_minutes: maxMinutes,
        days_of_week: [2],
        start_date: '2027-01-04',
        end_date: '2027-12-31',
      });
    }
    return [first, second] as const;
  }

  it('falls back to the 3 fairest open restaurants nobody dislikes within twice the strictest limit, then the caller’s home', async () => {
    // Both drive with 5 minutes to spare, from the East Village: parking alone takes that, so
    // nothing fits; twice the limit (10 minutes each) reaches restaurants between Eve's home and
    // Finn's coarse origin (1.25–1.95 km away from it, in a direction of its own).
    const [eve, finn] = await drivingPair(['Eve', 'Finn'], [NEW_YORK_HOMES.eastVillage, NEW_YORK_HOMES.eastVillage], 5);
    await rate(ctx, finn, { [SUBTYPE.pizza]: 'dislike', [SUBTYPE.american]: 'dislike' });
    const answer = await locationsFor(ctx, eve, {
      user_ids: [finn.user.id],
      subtype_ids: [SUBTYPE.thai],
      time_slot: WEDNESDAY_EVENING,
    });
    expect(answer.reason).toBeNull();
    expect(answer.furthest_participants).toEqual([]);
    expect(answer.locations).toHaveLength(4);
    const [first, second, third, host] = answer.locations as [
      RestaurantLocationView,
      RestaurantLocationView,
      RestaurantLocationView,
      RestaurantLocationView,
    ];
    expectFairOrder([first, second, third]);
    for (const venue of [first, second, third]) {
      expect(venue.is_host_location).toBe(false);
      expect(venue.subtypes).not.toContain('Pizza');
      expect(venue.subtypes).not.toContain('American');
      expect(venue.travel_time_minutes).toBeGreaterThan(5);
      expect(venue.travel_time_minutes).toBeLessThanOrEqual(10);
      expect(venue.alternative_reason).toBe(
        'No restaurant of the types you chose is open for the whole time within everyone’s travel limit. ' +
          `This is one of the fairest open restaurants nearby that nobody in the group dislikes: at most ${venue.travel_time_minutes} min for anyone.`,
      );
    }
    expect(host).toMatchObject({
      name: "Eve's secret home",
      address: '120 St Marks Pl, New York, NY 10009',
      is_host_location: true,
      alternative_reason: "Or host it yourself at Eve's secret home, your default location.",
      subtypes: [],
    });
    expect(host.travel_times.map((trip) => trip.first_name)).toEqual(['Eve', 'Finn']);
  });

  it('says a fallback venue’s longest trip in hours and minutes: Manhattan and Poughkeepsie, an hour each', async () => {
    // 105 km apart: nothing within an hour's drive of both, but the Hudson Valley between them
    // within two.
    const [gus, hana] = await drivingPair(['Gus', 'Hana'], [NEW_YORK_HOMES.upperWestSide, FAR_HOMES.poughkeepsie], 60);
    const answer = await locationsFor(ctx, gus, {
      user_ids: [hana.user.id],
      subtype_ids: [],
      time_slot: WEDNESDAY_EVENING,
    });
    expect(answer.reason).toBeNull();
    const venues = answer.locations.filter((location) => !location.is_host_location);
    expect(venues).toHaveLength(3);
    expectFairOrder(venues);
    for (const venue of venues) {
      expect(venue.travel_time_minutes).toBeGreaterThan(60);
      expect(venue.travel_time_minutes).toBeLessThanOrEqual(120);
      expect(venue.alternative_reason).toBe(
        'No restaurant is open for the whole time within everyone’s travel limit. ' +
          `This is one of the fairest open restaurants nearby that nobody in the group dislikes: at most ${formatDuration(venue.travel_time_minutes!)} for anyone.`,
      );
      expect(venue.alternative_reason).toMatch(/at most 1 h( \d{1,2} min)? for anyone\.$/);
    }
    // Gus's home is past the hour for Hana, but within the range: offered, with both trips.
    expect(answer.locations.at(-1)).toMatchObject({ is_host_location: true, name: "Gus's secret home" });
  });

  it('answers too_far_apart with no place at all when even twice the strictest limit reaches none: Irvine and New York', async () => {
    // Issue 23: Dana in Irvine, CA, Carl and Ivy in New York; defaults by car, 30 minutes each.
    const placed = await Promise.all([
      newYorker(ctx, 'Carl', NEW_YORK_HOMES.chelsea),
      newYorker(ctx, 'Dana', FAR_HOMES.irvine),
      newYorker(ctx, 'Ivy', NEW_YORK_HOMES.brooklynHeights),
    ]);
    const [carl, dana, ivy] = placed.map((entry) => entry.person) as [RegisteredUser, RegisteredUser, RegisteredUser];
    await makeFriends(ctx, carl, dana);
    await makeFriends(ctx, carl, ivy);
    const response = await placesOf(ctx, carl).findLocations({
      user_ids: [dana.user.id, ivy.user.id],
      subtype_ids: [],
      time_slot: WEDNESDAY_EVENING,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      locations: [],
      unplaced_participants: [],
      reason: 'too_far_apart',
      furthest_participants: [{ user_id: dana.user.id, first_name: 'Dana' }],
      travel_time_source: 'estimate',
    });
    // Two people: both are furthest from the rest. No restaurant in western New York, no 155 hours.
    const pair = await locationsFor(ctx, dana, {
      user_ids: [carl.user.id],
      subtype_ids: [],
      time_slot: WEDNESDAY_EVENING,
    });
    expect(pair.locations).toEqual([]);
    expect(pair.reason).toBe('too_far_apart');
    expect(pair.furthest_participants).toEqual([
      { user_id: dana.user.id, first_name: 'Dana' },
      { user_id: carl.user.id, first_name: 'Carl' },
    ]);
  });

  it('never answers too_far_apart for a group that can meet', async () => {
    const answer = await locationsFor(ctx, ana, {
      user_ids: [ben.user.id, cleo.user.id],
      subtype_ids: [SUBTYPE.thai],
      time_slot: THURSDAY_EVENING,
    });
    expect(answer.reason).toBeNull();
    expect(answer.furthest_participants).toEqual([]);
    expect(answer.locations.length).toBeGreaterThan(0);
  });

  it('never reveals a friend’s origin, window or address', async () => {
    const response = await placesOf(ctx, ana).findLocations({
      user_ids: [ben.user.id, cleo.user.id, dora.user.id],
      subtype_ids: [SUBTYPE.italian],
      time_slot: WEDNESDAY_EVENING,
    });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    for (const secret of [
      'Ben’s secret office',
      'Ben’s hidden Wednesday window',
      '200 W 20th St',
      "Ben's secret home",
      '50 Clark St',
      "Cleo's secret home",
      '150 Bedford Ave',
      '11211',
      '11201',
      '10011',
    ]) {
      expect(body).not.toContain(secret);
    }
    for (const location of response.json().locations as RestaurantLocationView[]) {
      for (const trip of location.travel_times)
        expect(Object.keys(trip).sort()).toEqual(['first_name', 'minutes', 'mode', 'user_id']);
    }
  });

  it('answers 404 Friend not found for a stranger or an unknown id, never saying which', async () => {
    for (const user_ids of [[stranger.user.id], [cleo.user.id, '00000000-0000-4000-8000-000000000000'], ['cleo']]) {
      const response = await placesOf(ctx, ana).findLocations({
        user_ids,
        subtype_ids: [SUBTYPE.thai],
        time_slot: WEDNESDAY_EVENING,
      });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ error: placesMessages.friendNotFound, code: 'NOT_FOUND' });
    }
  });

  it('rejects bad input with 400 and the schema’s messages', async () => {
    const call = (payload: object) => placesOf(ctx, ana).findLocations(payload);
    expectFieldError(
      await call({ user_ids: [], subtype_ids: [SUBTYPE.thai] }),
      'time_slot',
      placesMessages.timeSlotRequired,
    );
    const backwards = { start_time: WEDNESDAY_EVENING.end_time, end_time: WEDNESDAY_EVENING.start_time };
    expect((await call({ user_ids: [], subtype_ids: [], time_slot: backwards })).json()).toMatchObject({
      error: placesMessages.timeSlotInvalid,
      code: 'VALIDATION_ERROR',
    });
    expect(
      (await call({ user_ids: [], subtype_ids: [], time_slot: { start_time: 'tomorrow', end_time: 'later' } }))
        .statusCode,
    ).toBe(400);
    expectFieldError(
      await call({ user_ids: 'ben', subtype_ids: [], time_slot: WEDNESDAY_EVENING }),
      'user_ids',
      placesMessages.userIdsInvalid,
    );
    expectFieldError(
      await call({ user_ids: [], subtype_ids: 'thai', time_slot: WEDNESDAY_EVENING }),
      'subtype_ids',
      placesMessages.subtypeIdsInvalid,
    );
    expectFieldError(
      await call({ user_ids: [], subtype_ids: ['thai'], time_slot: WEDNESDAY_EVENING }),
      'subtype_ids.0',
      placesMessages.subtypeIdsInvalid,
    );
    expectFieldError(
      await call({ user_ids: [42], subtype_ids: [], time_slot: WEDNESDAY_EVENING }),
      'user_ids.0',
      placesMessages.userIdsInvalid,
    );
    // An id that is no Restaurants subtype (none at all, or 25, Coffee & cafés) is as bad as a malformed one.
    for (const id of [9999, 25]) {
      expectFieldError(
        await call({ user_ids: [], subtype_ids: [id], time_slot: WEDNESDAY_EVENING }),
        'subtype_ids',
        placesMessages.subtypeIdsInvalid,
      );
    }
  });

  it('answers 401 without a token', async () => {
    const response = await placesApi(ctx, undefined).findLocations({
      user_ids: [],
      subtype_ids: [],
      time_slot: WEDNESDAY_EVENING,
    });
    expect(response.statusCode).toBe(401);
  });
});
