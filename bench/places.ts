// quality.md: POST /api/calendar/find-locations for 6 people over every bundled venue, p99 ≤ 30 ms.
// Five of the scheduling world's friends get default saved locations spread over Manhattan and
// Brooklyn (the caller has one at the Empire State Building); the call asks for any restaurant
// nobody dislikes, the widest search there is, on an evening slot tomorrow.
import { and, eq } from 'drizzle-orm';
import { addDays } from '@hangtime/core/time/dates';
import { todayIn } from '@hangtime/core/time/zones';
import { wallClockToInstant } from '@hangtime/core/scheduling/occurrences';
import type { Database } from '../apps/server/src/db/client';
import { friendships, savedLocations } from '../apps/server/src/db/schema';
import { measureAtRate } from './load';

export const PLACES_PARTICIPANTS = 6;

// Real ZIP-code centroids: East Village, Chelsea, Upper West Side, Brooklyn Heights, Williamsburg.
const HOMES = [
  { postal_code: '10009', latitude: 40.7262, longitude: -73.9796 },
  { postal_code: '10011', latitude: 40.7402, longitude: -73.9996 },
  { postal_code: '10024', latitude: 40.7864, longitude: -73.9764 },
  { postal_code: '11201', latitude: 40.694, longitude: -73.9903 },
  { postal_code: '11211', latitude: 40.7095, longitude: -73.9563 },
];

/** Places five of the caller's friends; their ids, for the call's user_ids. */
export async function seedPlacesWorld(database: Database, callerId: string): Promise<string[]> {
  const friends = await database.db
    .select({ id: friendships.friend_id })
    .from(friendships)
    .where(eq(friendships.user_id, callerId))
    .limit(HOMES.length);
  const ids = friends.map((friend) => friend.id);
  for (const [index, id] of ids.entries()) {
    const home = HOMES[index]!;
    await database.db
      .delete(savedLocations)
      .where(and(eq(savedLocations.user_id, id), eq(savedLocations.is_default, true)));
    await database.db.insert(savedLocations).values({
      user_id: id,
      location_name: 'Home',
      street_address: '1 Bench St',
      city: 'New York',
      state_province: 'NY',
      postal_code: home.postal_code,
      is_default: true,
      latitude: home.latitude,
      longitude: home.longitude,
      transportation_options: ['car', 'public_transit'],
    });
  }
  return ids;
}

/** find-locations at 10 requests/s, after a warm-up (a running server has its opening hours parsed). */
export async function measureFindLocations(address: string, token: string, friendIds: string[]) {
  const day = addDays(todayIn('America/New_York'), 1);
  const time_slot = {
    start_time: new Date(wallClockToInstant(day, '19:00', 'America/New_York').epochMilliseconds).toISOString(),
    end_time: new Date(wallClockToInstant(day, '21:00', 'America/New_York').epochMilliseconds).toISOString(),
  };
  const spec = {
    url: `${address}/api/calendar/find-locations`,
    method: 'POST' as const,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ user_ids: friendIds, subtype_ids: [], time_slot }),
  };
  const answer = (await (await fetch(spec.url, { ...spec })).json()) as { locations?: unknown[] };
  await measureAtRate({ ...spec, count: 30, perSecond: 10 });
  return {
    timings: await measureAtRate({ ...spec, count: 300, perSecond: 10 }),
    locations: answer.locations?.length ?? 0,
  };
}
