// The world of quality.md's scheduling budgets: one person and 50 friends, each with 10 recurring
// availability windows, working hours and busy events over the next 14 days. Seeded straight into
// the database (the calls that make these rows are measured elsewhere); the caller is a real
// account that signs in over HTTP.
import { randomUUID } from 'node:crypto';
import { addDays } from '@hangtime/core/time/dates';
import { todayIn } from '@hangtime/core/time/zones';
import { wallClockToInstant } from '@hangtime/core/scheduling/occurrences';
import type { Database } from '../apps/server/src/db/client';
import {
  availabilityWindows,
  eventParticipants,
  events,
  friendships,
  savedLocations,
  userPreferences,
  users,
  workingHours,
} from '../apps/server/src/db/schema';
import { measureAtRate } from './load';

export const FRIENDS = 50;
const WINDOWS_PER_PERSON = 10;
const EVENTS_PER_PERSON = 6;
const ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Europe/London'];
const HOUR = 3600_000;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

async function insertFriends(database: Database): Promise<{ id: string; timezone: string }[]> {
  const rows = Array.from({ length: FRIENDS }, (_, index) => ({
    email: `friend.${index}.${randomUUID().slice(0, 8)}@bench.test`,
    first_name: `Friend${index}`,
    last_name: 'Bench',
    password_hash: 'not-a-hash: bench friends never sign in',
    timezone: ZONES[index % ZONES.length]!,
    email_verified: true,
    referral_code: randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase(),
  }));
  return database.db.insert(users).values(rows).returning({ id: users.id, timezone: users.timezone });
}

/**
 * Ten windows a person, the kind people keep: weeknight evenings, weekend days, lunches, early
 * mornings; daily, weekly, biweekly and monthly. Each person shifts them by up to an hour either
 * way, in their own zone, so friends overlap in changing groups as they would in life.
 */
const WINDOW_TEMPLATES = [
  { days: [0, 2], from: 18 * 60, to: 22 * 60, frequency: 'weekly' },
  { days: [1, 3], from: 19 * 60, to: 22 * 60, frequency: 'weekly' },
  { days: [4], from: 17 * 60, to: 23 * 60, frequency: 'weekly' },
  { days: [5], from: 10 * 60, to: 14 * 60, frequency: 'weekly' },
  { days: [6], from: 12 * 60, to: 18 * 60, frequency: 'weekly' },
  { days: [], from: 7 * 60, to: 8 * 60, frequency: 'daily' },
  { days: [5, 6], from: 19 * 60, to: 23 * 60, frequency: 'biweekly' },
  { days: [0, 1, 2, 3, 4], from: 12 * 60, to: 13 * 60 + 30, frequency: 'weekly' },
  { days: [2], from: 6 * 60, to: 8 * 60, frequency: 'weekly' },
  { days: [3], from: 20 * 60, to: 22 * 60, frequency: 'monthly' },
] as const;

export function windowsOf(userId: string, timezone: string, seed: number, today: string) {
  const shift = ((seed % 5) - 2) * 30;
  return WINDOW_TEMPLATES.slice(0, WINDOWS_PER_PERSON).map((template, index) => ({
    user_id: userId,
    window_name: `Window ${index}`,
    start_time: hhmm(Math.max(0, template.from + shift)),
    end_time: hhmm(Math.min(template.to + shift, 23 * 60 + 45)),
    timezone,
    address: '1 Bench Street',
    start_date: addDays(today, -20),
    end_date: addDays(today, 60),
    is_repeating: true,
    frequency: template.frequency,
    days_of_week: [...template.days],
  }));
}

/** Busy one-off events over the next two weeks, and one weekly series, all accepted (owned). */
async function insertBusyEvents(database: Database, userId: string, timezone: string, seed: number, today: string) {
  const rows = Array.from({ length: EVENTS_PER_PERSON }, (_, index) => {
    const start = wallClockToInstant(
      addDays(today, (seed + index * 2) % 14),
      hhmm(12 * 60 + ((seed * 30 + index * 60) % (9 * 60))),
      timezone,
    ).epochMilliseconds;
    return { start, end: start + HOUR, recurring: index === 0 };
  });
  const inserted = await database.db
    .insert(events)
    .values(
      rows.map((row) => ({
        created_by: userId,
        title: 'Busy',
        start_time: new Date(row.start),
        end_time: new Date(row.end),
        timezone,
        category_id: 1,
        is_recurring: row.recurring,
        recurring_pattern: row.recurring
          ? {
              recurrence_type: 'weekly' as const,
              interval: 1,
              end_date: null,
              end_occurrences: null,
              days_of_week: [],
              day_of_month: null,
              week_of_month: null,
              day_of_week_monthly: null,
            }
          : null,
        series_end: row.recurring ? null : new Date(row.end),
      })),
    )
    .returning({ id: events.id });
  await database.db
    .insert(eventParticipants)
    .values(inserted.map(({ id }) => ({ event_id: id, user_id: userId, role: 'owner', status: 'accepted' })));
}

/** Seeds the world around an existing account; it becomes ready for Hangtime Now! (ratings, a default place). */
export async function seedSchedulingWorld(database: Database, callerId: string, callerZone: string): Promise<void> {
  const today = todayIn(callerZone);
  const friends = await insertFriends(database);
  const people = [{ id: callerId, timezone: callerZone }, ...friends];
  await database.db.insert(friendships).values(
    friends.flatMap((friend) => [
      { user_id: callerId, friend_id: friend.id },
      { user_id: friend.id, friend_id: callerId },
    ]),
  );
  await database.db
    .insert(availabilityWindows)
    .values(people.flatMap((person, seed) => windowsOf(person.id, person.timezone, seed, today)));
  await database.db.insert(workingHours).values(
    people.flatMap((person, seed) =>
      seed % 2 === 0
        ? [0, 1, 2, 3, 4].map((day) => ({
            user_id: person.id,
            block_name: 'Work',
            day_of_week: day,
            start_time: '09:00',
            end_time: '17:00',
          }))
        : [],
    ),
  );
  for (const [seed, person] of people.entries())
    await insertBusyEvents(database, person.id, person.timezone, seed, today);
  await database.db.insert(userPreferences).values(
    people.flatMap((person, seed) =>
      Array.from({ length: 10 }, (_, index) => ({
        user_id: person.id,
        subcategory_id: 1 + ((seed + index) % 60),
        rating: index === 9 ? 'dislike' : 'like',
      })),
    ),
  );
  await database.db.insert(savedLocations).values({
    user_id: callerId,
    location_name: 'Home',
    street_address: '350 5th Ave',
    city: 'New York',
    state_province: 'NY',
    postal_code: '10118',
    is_default: true,
    latitude: 40.7484,
    longitude: -73.9857,
  });
}

export type SchedulingMeasures = {
  findUsTime: number[];
  findUsTimeQueries: number;
  slots: number;
  hangtimeNow: number[];
};

/** find-us-time at 20 requests/s, the queries of one call, and Hangtime Now! one at a time. */
export async function measureScheduling(
  database: Database,
  address: string,
  token: string,
): Promise<SchedulingMeasures> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const findUrl = `${address}/api/find-us-time`;
  const before = database.queriesRun();
  const answer = (await (await fetch(findUrl, { method: 'POST', headers, body: '{}' })).json()) as {
    time_slots: unknown[];
  };
  const findUsTimeQueries = database.queriesRun() - before;
  // Warm what a running server has warm (the recurrence cache, the pool's connections).
  await measureAtRate({ url: findUrl, method: 'POST', headers, body: '{}', count: 40, perSecond: 20 });
  const findUsTime = await measureAtRate({
    url: findUrl,
    method: 'POST',
    headers,
    body: '{}',
    count: 400,
    perSecond: 20,
  });
  // Each call creates a hangout with invitations (and the caller grows busier), two a second as a burst
  // of clicks would. How many hangouts the world still holds depends on the hour the bench runs (24
  // at 22:30 in New York on a Thursday), and "No suitable time" (422) is an answer that searched
  // everything, timed like the others.
  const hangtimeNowCall = {
    url: `${address}/api/events/automated-hangtime`,
    method: 'POST' as const,
    headers,
    body: '{}',
    perSecond: 2,
    answerStatuses: [200, 422],
  };
  // Warmed first, as find-us-time is: a server's first plan after start-up compiles the planning
  // path (700 ms against 58-195 for the 24 after it, on 2026-11-29), and with 25 calls the p99 is
  // the slowest one. What a person meets on a running server is the warm path.
  await measureAtRate({ ...hangtimeNowCall, count: 2 });
  const hangtimeNow = await measureAtRate({ ...hangtimeNowCall, count: 25 });
  return { findUsTime, findUsTimeQueries, slots: answer.time_slots.length, hangtimeNow };
}
