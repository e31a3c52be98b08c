// Varied venues (behaviour.md §8): when two places are equally fair, two Hangtime Now! plans in a
// row do not send the caller to the same one. Venues from a local Overpass and trips from a local
// OSRM, both real HTTP servers, so the two pizzerias below take everyone exactly as long.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventView } from '@hangtime/core/events/schemas';
import { createTestApp, type TestContext } from './helpers/app';
import type { RegisteredUser } from './helpers/factories';
import { startFakeOsrm, straightLineDurations, type FakeOsrm } from './helpers/fake-osrm';
import { startFakeOverpass, type FakeOverpass } from './helpers/fake-overpass';
import { makeFriends } from './helpers/friends';
import { NEW_YORK_HOMES, newYorker, rate, SUBTYPE } from './helpers/places';
import { addDailyWindow } from './helpers/schedule';
import { schedulingOf } from './helpers/scheduling';

const NEW_YORK = 'America/New_York';
const pizzeria = (id: number, name: string, lat: number, lon: number) => ({
  type: 'node' as const,
  id,
  lat,
  lon,
  tags: { amenity: 'restaurant', name, cuisine: 'pizza' },
});

let overpass: FakeOverpass;
let osrm: FakeOsrm;
let ctx: TestContext;
let ana: RegisteredUser;

beforeAll(async () => {
  overpass = await startFakeOverpass([
    pizzeria(9201, 'Twin Slice North', 40.7335, -73.9921),
    pizzeria(9202, 'Twin Slice South', 40.7301, -73.9952),
    // A café some 22 m from the north pizzeria, with the street the pizzerias' data lacks.
    {
      type: 'node' as const,
      id: 9203,
      lat: 40.7337,
      lon: -73.9921,
      tags: { amenity: 'cafe', name: 'Corner Cafe', 'addr:street': 'East 12th Street', 'addr:city': 'New York' },
    },
  ]);
  // Twelve minutes by car to either pizzeria from anywhere: equally fair for everyone.
  osrm = await startFakeOsrm((profile, from, to) =>
    profile === 'driving' ? 12 * 60 : straightLineDurations(profile, from, to),
  );
  ctx = await createTestApp({ env: { OVERPASS_URL: overpass.url, ROUTING_URL: osrm.origin } });
  ana = (await newYorker(ctx, 'Ana', NEW_YORK_HOMES.eastVillage)).person;
  const ben = (await newYorker(ctx, 'Ben', NEW_YORK_HOMES.chelsea)).person;
  await makeFriends(ctx, ana, ben);
  for (const person of [ana, ben]) {
    await rate(ctx, person, { [SUBTYPE.pizza]: 'like' });
    await addDailyWindow(ctx, person, { zone: NEW_YORK, from: '18:00', to: '22:00' });
  }
});
afterAll(async () => {
  await ctx.close();
  await overpass.close();
  await osrm.close();
});

async function hangtimeNow(): Promise<EventView> {
  const response = await schedulingOf(ctx, ana).hangtimeNow({});
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { event: EventView }).event;
}

describe('Hangtime Now! between equally fair venues', () => {
  it('takes the caller somewhere else the next time, then back to the one used longest ago', async () => {
    const first = await hangtimeNow();
    const second = await hangtimeNow();
    const third = await hangtimeNow();
    expect(first.activity_subcategory_id).toBe(SUBTYPE.pizza);
    expect(new Set([first.location, second.location])).toEqual(new Set(['Twin Slice North', 'Twin Slice South']));
    expect(third.location).toBe(first.location);
    expect([second.latitude, second.longitude]).not.toEqual([first.latitude, first.longitude]);
  });

  it('gives a venue without an address the nearest street from the data, and none beyond 250 m', async () => {
    const plans = [await hangtimeNow(), await hangtimeNow()];
    const byName = new Map(plans.map((event) => [event.location, event.location_address]));
    expect(byName.get('Twin Slice North')).toBe('near East 12th Street, New York');
    expect(byName.get('Twin Slice South')).toBeNull();
  });
});
