// The world of the load mix (issue 25): a few hundred people, each with a dozen friends, recurring
// windows, working hours, a month of events and invitations from friends still to answer, signed
// in. Seeded straight into the database: the calls that make these rows are measured elsewhere.
import { randomUUID } from 'node:crypto';
import { addDays } from '@hangtime/core/time/dates';
import { todayIn } from '@hangtime/core/time/zones';
import type { Database } from '../../apps/server/src/db/client';
import {
  availabilityWindows,
  eventParticipants,
  events,
  friendships,
  notifications,
  sessions,
  users,
  workingHours,
} from '../../apps/server/src/db/schema';
import { generateToken, sha256 } from '../../apps/server/src/lib/tokens';
import { windowsOf } from '../scheduling';

const FRIENDS_EACH = 12;
const EVENTS_EACH = 40;
const ZONES = ['America/New_York', 'America/Chicago', 'America/Los_Angeles', 'Europe/London'];
const HOUR = 3600_000;
const DAY = 24 * HOUR;

export type MixPerson = {
  id: string;
  token: string;
  friendIds: string[];
  /** Events a friend invited this person to: the RSVPs of the mix answer these. */
  invitedTo: string[];
};

export type MixWorld = { people: MixPerson[]; monthStart: Date; monthEnd: Date };

/** Friends on a ring: each person's next and previous six, so every friendship goes both ways. */
function friendsOnRing(index: number, count: number): number[] {
  const half = FRIENDS_EACH / 2;
  return Array.from({ length: FRIENDS_EACH }, (_, k) => {
    const step = k < half ? k + 1 : -(k - half + 1);
    return (index + step + count) % count;
  });
}

async function insertPeople(database: Database, count: number) {
  const rows = Array.from({ length: count }, (_, index) => ({
    email: `mix.${index}.${randomUUID().slice(0, 8)}@bench.test`,
    first_name: `Person${index}`,
    last_name: 'Mix',
    password_hash: 'not-a-hash: the mix signs in with sessions made here',
    timezone: ZONES[index % ZONES.length]!,
    email_verified: true,
    referral_code: randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase(),
  }));
  return database.db.insert(users).values(rows).returning({ id: users.id, timezone: users.timezone });
}

/** Everyone's month: events of their own spread over it, and every fourth one invites two friends. */
async function insertEvents(database: Database, people: { id: string; timezone: string }[], friends: number[][]) {
  const monthStart = Date.parse(`${todayIn('UTC')}T00:00:00Z`);
  const invitedTo = people.map(() => [] as string[]);
  for (const [index, person] of people.entries()) {
    const rows = Array.from({ length: EVENTS_EACH }, (_, k) => {
      const start = monthStart + Math.floor((k / EVENTS_EACH) * 30) * DAY + (9 + ((index + k) % 12)) * HOUR;
      return {
        created_by: person.id,
        title: `Mix event ${k}`,
        start_time: new Date(start),
        end_time: new Date(start + HOUR),
        timezone: person.timezone,
        category_id: 1,
        series_end: new Date(start + HOUR),
      };
    });
    const inserted = await database.db.insert(events).values(rows).returning({ id: events.id });
    const participants = inserted.flatMap(({ id }, k) => {
      const owner = { event_id: id, user_id: person.id, role: 'owner', status: 'accepted' };
      if (k % 4 !== 0) return [owner];
      const guests = [friends[index]![k % FRIENDS_EACH]!, friends[index]![(k + 1) % FRIENDS_EACH]!];
      for (const guest of guests) invitedTo[guest]!.push(id);
      return [owner, ...guests.map((guest) => ({ event_id: id, user_id: people[guest]!.id }))];
    });
    await database.db.insert(eventParticipants).values(participants);
  }
  return { invitedTo, monthStart: new Date(monthStart), monthEnd: new Date(monthStart + 31 * DAY) };
}

export async function seedMixWorld(database: Database, count: number): Promise<MixWorld> {
  const today = todayIn('UTC');
  const people = await insertPeople(database, count);
  const friends = people.map((_, index) => friendsOnRing(index, count));
  await database.db
    .insert(friendships)
    .values(
      people.flatMap((person, index) =>
        friends[index]!.map((friend) => ({ user_id: person.id, friend_id: people[friend]!.id })),
      ),
    );
  await database.db
    .insert(availabilityWindows)
    .values(people.flatMap((person, seed) => windowsOf(person.id, person.timezone, seed, addDays(today, 20))));
  await database.db.insert(workingHours).values(
    people.flatMap((person) =>
      [0, 1, 2, 3, 4].map((day) => ({
        user_id: person.id,
        block_name: 'Work',
        day_of_week: day,
        start_time: '09:00',
        end_time: '17:00',
      })),
    ),
  );
  const { invitedTo, monthStart, monthEnd } = await insertEvents(database, people, friends);
  await database.db.insert(notifications).values(
    people.flatMap((person) =>
      Array.from({ length: 5 }, (_, k) => ({
        user_id: person.id,
        type: 'friend_accepted',
        title: 'New friend',
        message: `Someone accepted your friend request (${k})`,
      })),
    ),
  );
  const tokens = people.map(() => generateToken());
  await database.db.insert(sessions).values(
    people.map((person, index) => ({
      user_id: person.id,
      token_hash: sha256(tokens[index]!),
      expires_at: new Date(Date.now() + 30 * DAY),
    })),
  );
  return {
    monthStart,
    monthEnd,
    people: people.map((person, index) => ({
      id: person.id,
      token: tokens[index]!,
      friendIds: friends[index]!.map((friend) => people[friend]!.id),
      invitedTo: invitedTo[index]!,
    })),
  };
}
