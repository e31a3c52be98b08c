// Hangtime Now! in New York (behaviour.md §8–9): the hangout lands at a real bundled venue of the
// chosen activity, the fairest open one for everyone going, titled "Hangtime: {venue}".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventView } from '@hangtime/core/events/schemas';
import type { RestaurantLocationView } from '@hangtime/core/places/schemas';
import { bundledVenueFiles, loadVenueFiles } from '../src/modules/places/bundled-places';
import { EQUALLY_FAIR_MINUTES } from '../src/modules/places/venue-variety';
import { createTestApp, type TestContext } from './helpers/app';
import type { RegisteredUser } from './helpers/factories';
import { makeFriends } from './helpers/friends';
import { FAR_HOMES, NEW_YORK_HOMES, newYorker, rate, SUBTYPE } from './helpers/places';
import { addDailyWindow, callerOf } from './helpers/schedule';
import { schedulingOf } from './helpers/scheduling';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const NEW_YORK = 'America/New_York';

/** Free every evening 18:00–22:00 New York time from yesterday on. */
const everyEvening = (person: RegisteredUser) =>
  addDailyWindow(ctx, person, { zone: NEW_YORK, from: '18:00', to: '22:00' });

describe('Hangtime Now! chooses the venue', () => {
  let ana: RegisteredUser;
  let ben: RegisteredUser;

  beforeAll(async () => {
    ana = (await newYorker(ctx, 'Ana', NEW_YORK_HOMES.eastVillage)).person;
    ben = (await newYorker(ctx, 'Ben', NEW_YORK_HOMES.williamsburg)).person;
    await makeFriends(ctx, ana, ben);
    for (const person of [ana, ben]) await everyEvening(person);
    await rate(ctx, ana, { [SUBTYPE.thai]: 'like' });
    await rate(ctx, ben, { [SUBTYPE.thai]: 'like' });
  });

  it('puts a New York hangout at a real open Thai venue, titled with its name', async () => {
    const response = await schedulingOf(ctx, ana).hangtimeNow({});
    expect(response.statusCode, response.body).toBe(200);
    const { event, explanation } = response.json().data as { event: EventView; explanation: string };
    expect(event.activity_subcategory_id).toBe(SUBTYPE.thai);
    expect(event.location).not.toContain('secret home');
    expect(event.title).toBe(`Hangtime: ${event.location}`);
    expect(explanation).toContain(`At ${event.location}.`);

    // It is a bundled OpenStreetMap venue serving Thai food, exactly where the data puts it.
    const venue = loadVenueFiles(bundledVenueFiles()).find(
      (element) =>
        element.tags.name === event.location && element.lat === event.latitude && element.lon === event.longitude,
    );
    expect(venue, `${event.location} at ${event.latitude},${event.longitude}`).toBeDefined();
    expect(venue!.tags.cuisine?.toLowerCase().split(';')).toContain('thai');

    // And it is one of the fairest the assisted flow would offer the same two for that time: its
    // worst trip within two minutes of the fairest's (varied venues; minutes rounded, hence + 1).
    const offered = await callerOf(ctx, ana)('POST', '/api/calendar/find-locations', {
      user_ids: [ben.user.id],
      subtype_ids: [SUBTYPE.thai],
      time_slot: { start_time: event.start_time, end_time: event.end_time },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const locations = offered.json().locations as RestaurantLocationView[];
    const chosen = locations.find(
      (location) => location.latitude === event.latitude && location.longitude === event.longitude,
    );
    expect(chosen?.name).toBe(event.location);
    expect(chosen!.travel_time_minutes!).toBeLessThanOrEqual(
      locations[0]!.travel_time_minutes! + EQUALLY_FAIR_MINUTES + 1,
    );
  });
});

describe('Hangtime Now! beyond restaurants', () => {
  it('takes friends who love movies to a real bundled cinema', async () => {
    const eve = (await newYorker(ctx, 'Eve', NEW_YORK_HOMES.chelsea)).person;
    const finn = (await newYorker(ctx, 'Finn', NEW_YORK_HOMES.upperWestSide)).person;
    await makeFriends(ctx, eve, finn);
    for (const person of [eve, finn]) await everyEvening(person);
    const movies = 33;
    for (const person of [eve, finn]) {
      const response = await callerOf(ctx, person)('PUT', '/api/preferences/categories/3', {
        preferences: [{ subtype_id: movies, rating: 'like' }],
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const response = await schedulingOf(ctx, eve).hangtimeNow({});
    expect(response.statusCode, response.body).toBe(200);
    const { event } = response.json().data as { event: EventView };
    expect(event.activity_subcategory_id).toBe(movies);
    expect(event.title).toBe(`Hangtime: ${event.location}`);
    const cinema = loadVenueFiles(bundledVenueFiles()).find(
      (element) => element.tags.name === event.location && element.lat === event.latitude,
    );
    expect(cinema?.tags.amenity).toBe('cinema');
  });
});

describe('Hangtime Now! with a friend who lives far away', () => {
  let leo: RegisteredUser;
  let nora: RegisteredUser;
  let dana: RegisteredUser;

  beforeAll(async () => {
    leo = (await newYorker(ctx, 'Leo', NEW_YORK_HOMES.upperWestSide)).person;
    nora = (await newYorker(ctx, 'Nora', NEW_YORK_HOMES.chelsea)).person;
    // Dana's saved place is in Irvine, California; her evenings are free in New York's hours too.
    dana = (await newYorker(ctx, 'Dana', FAR_HOMES.irvine)).person;
    await makeFriends(ctx, leo, nora);
    await makeFriends(ctx, leo, dana);
    await makeFriends(ctx, nora, dana);
    for (const person of [leo, nora, dana]) {
      await everyEvening(person);
      await rate(ctx, person, { [SUBTYPE.thai]: 'like' });
    }
  });

  it('leaves out the friend who cannot reach any place within the travel limits, and says so', async () => {
    const response = await schedulingOf(ctx, leo).hangtimeNow({});
    expect(response.statusCode, response.body).toBe(200);
    const { event, explanation } = response.json().data as { event: EventView; explanation: string };
    const invited = event.participants
      .filter((person) => person.role === 'participant')
      .map((person) => person.user_id);
    expect(invited).toEqual([nora.user.id]);
    expect(explanation).toContain('Dana Placed is free then too, but is too far away to meet in person this time.');
    // A real venue in New York, not a trip: Nora and Leo meet there.
    expect(event.title).toBe(`Hangtime: ${event.location}`);
    expect(event.latitude).toBeGreaterThan(40);
  });

  it('answers 422 to the far-away friend whose friends are all out of reach', async () => {
    const response = await schedulingOf(ctx, dana).hangtimeNow({});
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'NO_SUITABLE_TIME',
      reason:
        'Everyone free with you is too far away to meet in person: Leo and Nora. Add friends who live nearby, or plan a video call with Manual Event.',
      fix: 'friends',
    });
  });
});
