// Issue 25, "Travel times locate friends" (behaviour.md, "Travel times: your area, never your
// street"): a friend who calls find-locations from seven places around Vic, for every kind of
// restaurant, as often as the hour allows, and fits Vic's origin from the minutes shown, misses
// Vic's home by more than a kilometre; the same fit on Vic's own minutes (shown to Vic exactly)
// finds it within a few hundred metres, so the attack is real. Nor do the venues' distances from
// the group's centre give it away. Then: others' minutes rounded, the answer free of anyone's
// coordinates and address, and the per-caller limit with its 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placesMessages, type FindLocationsResponse } from '@hangtime/core/places/schemas';
import { defaultRateLimits } from '../src/plugins/rate-limit';
import { coarsenOrigin } from '../src/modules/places/coarse-origin';
import { greatCircleMetres } from '../src/modules/places/great-circle';
import { roundOthersMinutes } from '../src/modules/places/shown-minutes';
import { estimateMinutes } from '../src/modules/places/travel-estimate';
import type { LatLon } from '../src/modules/places/types';
import { createTestApp, type TestContext } from './helpers/app';
import type { RegisteredUser } from './helpers/factories';
import { makeFriends } from './helpers/friends';
import { locationsFor, newYorker, placesOf, SUBTYPE } from './helpers/places';
import { createLocation, createWindow } from './helpers/schedule';
import { fitPoint, missMetres, type Sighting } from './helpers/triangulation';

const PER_HOUR = defaultRateLimits.findLocationsPerHour;

/** Where Mal starts from on each weekday (0 = Monday): all around Vic's home in Chelsea, 2–6 km away. */
const MAL_PLACES = [
  { city: 'New York', state_province: 'NY', postal_code: '10024' }, // Upper West Side, north
  { city: 'New York', state_province: 'NY', postal_code: '10036' }, // Midtown, north
  { city: 'Long Island City', state_province: 'NY', postal_code: '11101' }, // east
  { city: 'Brooklyn', state_province: 'NY', postal_code: '11211' }, // Williamsburg, south-east
  { city: 'Brooklyn', state_province: 'NY', postal_code: '11201' }, // Brooklyn Heights, south
  { city: 'New York', state_province: 'NY', postal_code: '10013' }, // Tribeca, south
  { city: 'Hoboken', state_province: 'NJ', postal_code: '07030' }, // west, across the Hudson
] as const;

/** Every kind of restaurant Mal asks for from each place: 7 × 8 = 56 calls, within the hour's limit. */
const KINDS = [
  [],
  [SUBTYPE.thai],
  [SUBTYPE.italian],
  [SUBTYPE.chinese],
  [SUBTYPE.mexican],
  [SUBTYPE.japanese],
  [SUBTYPE.american],
  [SUBTYPE.pizza],
];

/** 18:00–20:00 in New York on the weekday (0 = Monday 1 March 2027). */
function eveningOf(weekday: number) {
  const day = 1 + weekday;
  const next = day + 1;
  return {
    start_time: `2027-03-${String(day).padStart(2, '0')}T23:00:00.000Z`,
    end_time: `2027-03-${String(next).padStart(2, '0')}T01:00:00.000Z`,
  };
}

let ctx: TestContext;
let mal: RegisteredUser;
let vic: RegisteredUser;
let vicHome: LatLon & { id: string };
/** Mal's place on each weekday, which Mal knows. */
const malPlaces: LatLon[] = [];
/** Mal's answers and Vic's, from the same seven places of Mal's, for every kind. */
const malAnswers: FindLocationsResponse[] = [];
const vicAnswers: FindLocationsResponse[] = [];

/** Vic's minutes to each venue the answers named (one sighting a venue: the minutes do not depend on Mal's place). */
function vicSightings(answers: readonly FindLocationsResponse[]): Sighting[] {
  const byVenue = new Map<string, Sighting>();
  for (const answer of answers) {
    for (const location of answer.locations) {
      const trip = location.travel_times.find((entry) => entry.user_id === vic.user.id);
      if (trip) byVenue.set(location.id, { venue: location, figure: trip.minutes });
    }
  }
  return [...byVenue.values()];
}

beforeAll(async () => {
  ctx = await createTestApp();
  const placedVic = await newYorker(ctx, 'Vic', {
    street_address: '200 W 20th St',
    city: 'New York',
    postal_code: '10011',
  });
  vic = placedVic.person;
  vicHome = {
    id: placedVic.location!.id,
    latitude: placedVic.location!.latitude!,
    longitude: placedVic.location!.longitude!,
  };
  mal = (await newYorker(ctx, 'Mal', null)).person;
  await makeFriends(ctx, mal, vic);
  for (const [weekday, place] of MAL_PLACES.entries()) {
    const location = await createLocation(ctx, mal, {
      ...place,
      location_name: `Mal's place ${weekday}`,
      street_address: '1 Probe St',
      address_line_2: null,
      is_default: false,
    });
    malPlaces.push({ latitude: location.latitude!, longitude: location.longitude! });
    await createWindow(ctx, mal, {
      location_id: location.id,
      travel_preferences: ['car'],
      max_travel_time_minutes: 60,
      days_of_week: [weekday],
      start_time: '17:00',
      end_time: '22:00',
      start_date: '2027-01-04',
      end_date: '2027-12-31',
    });
  }
  for (const weekday of MAL_PLACES.keys()) {
    for (const subtype_ids of KINDS) {
      const time_slot = eveningOf(weekday);
      malAnswers.push(await locationsFor(ctx, mal, { user_ids: [vic.user.id], subtype_ids, time_slot }));
      vicAnswers.push(await locationsFor(ctx, vic, { user_ids: [mal.user.id], subtype_ids, time_slot }));
    }
  }
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

describe('find-locations never locates a friend (issue 25)', () => {
  it('lets a friend who fits Vic’s origin from the minutes miss Vic’s home by more than a kilometre', () => {
    const seen = vicSightings(malAnswers);
    expect(seen.length).toBeGreaterThan(150);
    // The attacker's model is the published one: the estimate, rounded as others are shown it.
    const estimate = fitPoint(seen, (from, to) => roundOthersMinutes(estimateMinutes(from, to, 'car')));
    expect(missMetres(estimate, vicHome)).toBeGreaterThan(1_000);
    // What the minutes give away is the coarse origin, nothing nearer: the fit lands on it.
    expect(missMetres(estimate, coarsenOrigin(vicHome, vicHome.id))).toBeLessThan(400);
  });

  it('finds Vic within a few hundred metres from Vic’s own exact minutes: the same attack works on exact figures', () => {
    const own = vicSightings(vicAnswers);
    expect(own.length).toBeGreaterThan(150);
    const estimate = fitPoint(own, (from, to) => estimateMinutes(from, to, 'car'));
    expect(missMetres(estimate, vicHome)).toBeLessThan(300);
  });

  it('gives Mal no more from the venues’ distances: the centre they fit is halfway to Vic’s coarse origin', () => {
    // From one of Mal's places, each venue's `distance` (metres from the mean of Mal's and Vic's
    // origins) fits that mean to a few metres; twice it less Mal's place is where Vic was placed.
    const answers = malAnswers.slice(0, KINDS.length);
    const byVenue = new Map<string, Sighting>();
    for (const answer of answers)
      for (const location of answer.locations) byVenue.set(location.id, { venue: location, figure: location.distance });
    expect(byVenue.size).toBeGreaterThan(20);
    const centre = fitPoint([...byVenue.values()], greatCircleMetres);
    const vicAsSeen = {
      latitude: 2 * centre.latitude - malPlaces[0]!.latitude,
      longitude: 2 * centre.longitude - malPlaces[0]!.longitude,
    };
    expect(missMetres(vicAsSeen, coarsenOrigin(vicHome, vicHome.id))).toBeLessThan(100);
    expect(missMetres(vicAsSeen, vicHome)).toBeGreaterThan(1_000);
  });

  it('shows the caller their own minutes exactly and a friend’s rounded up to 5, never under 5', () => {
    let ownNotRound = 0;
    for (const answer of malAnswers) {
      for (const location of answer.locations) {
        const vicTrip = location.travel_times.find((trip) => trip.user_id === vic.user.id)!;
        expect(vicTrip.minutes % 5).toBe(0);
        expect(vicTrip.minutes).toBeGreaterThanOrEqual(5);
        expect(vicTrip.minutes).toBe(
          roundOthersMinutes(estimateMinutes(coarsenOrigin(vicHome, vicHome.id), location, 'car')),
        );
        expect(location.travel_time_minutes).toBe(Math.max(...location.travel_times.map((trip) => trip.minutes)));
      }
    }
    for (const answer of vicAnswers) {
      for (const location of answer.locations) {
        const own = location.travel_times.find((trip) => trip.user_id === vic.user.id)!;
        expect(own.minutes).toBe(estimateMinutes(vicHome, location, 'car'));
        if (own.minutes % 5 !== 0) ownNotRound += 1;
      }
    }
    expect(ownNotRound).toBeGreaterThan(0);
  });

  it('never puts a friend’s coordinates, saved location or address in the answer', () => {
    // The coordinates as whole JSON numbers: a venue at 40.74025 is not the home at 40.7402.
    const asNumber = (value: number) => new RegExp(`[:,\\[]${String(value).replace('.', '\\.')}[,}\\]]`);
    const coordinates = [asNumber(vicHome.latitude), asNumber(vicHome.longitude)];
    const secrets = [vicHome.id, '200 W 20th St', '10011', "Vic's secret home"];
    const coarse = coarsenOrigin(vicHome, vicHome.id);
    for (const answer of malAnswers) {
      const body = JSON.stringify(answer);
      for (const secret of secrets) expect(body).not.toContain(secret);
      for (const coordinate of coordinates) expect(body).not.toMatch(coordinate);
      for (const location of answer.locations) {
        // Every point in the answer is a venue's, never a person's, exact or coarse.
        expect(missMetres(location, vicHome)).toBeGreaterThan(0);
        expect(missMetres(location, coarse)).toBeGreaterThan(0);
        for (const trip of location.travel_times)
          expect(Object.keys(trip).sort()).toEqual(['first_name', 'minutes', 'mode', 'user_id']);
      }
    }
  });

  it('limits find-locations to 60 calls an hour per caller: 429, the standard body and Retry-After, then admits again', async () => {
    const call = () =>
      placesOf(ctx, mal).findLocations({
        user_ids: [vic.user.id],
        subtype_ids: [SUBTYPE.korean],
        time_slot: eveningOf(0),
      });
    // The attack above took 56 of Mal's calls this hour.
    for (let made = malAnswers.length; made < PER_HOUR; made += 1) expect((await call()).statusCode).toBe(200);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: placesMessages.tooManySearches, code: 'RATE_LIMITED' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    // Bad input still gets its 400 first (it never reaches a search), and another caller has a count of their own.
    expect((await placesOf(ctx, mal).findLocations({ user_ids: 'vic' })).statusCode).toBe(400);
    expect(
      (await placesOf(ctx, vic).findLocations({ user_ids: [mal.user.id], subtype_ids: [], time_slot: eveningOf(0) }))
        .statusCode,
    ).toBe(200);
    ctx.clock.advance(retryAfter * 1000);
    try {
      expect((await call()).statusCode).toBe(200);
    } finally {
      ctx.clock.reset();
    }
  });
});
