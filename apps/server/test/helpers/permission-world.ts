// The people of the permission matrix and the objects they call on. The owner makes every object;
// the other roles are named by how they stand to the owner. Each object carries the words that
// must never reach a caller who is refused (its title, place, notes, the owner's email).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { eventBody } from '@hangtime/core/events/schemas';
import { eventSuggestions, notifications } from '../../src/db/schema';
import type { TestContext } from './app';
import { createEvent, daysFromNow, eventPayload } from './events';
import { createVerifiedUser, type RegisteredUser } from './factories';
import type { FakeGoogle } from './fake-google';
import type { FakeIcsServer } from './fake-ics-server';
import { makeFriends, sendRequest } from './friends';
import { connectGoogle, googleCalendarsOf } from './google';
import { callerOf, createLocation, createWindow, createWorkingHours } from './schedule';

export const ROLES = ['owner', 'friend', 'invited', 'requester', 'stranger', 'anonymous'] as const;
export type Role = (typeof ROLES)[number];
/** How a role reads in the printed matrix and in failure messages. */
export const ROLE_NAMES: Record<Role, string> = {
  owner: 'owner',
  friend: 'friend',
  invited: 'invited participant',
  requester: 'pending requester',
  stranger: 'stranger',
  anonymous: 'anonymous',
};

export type Cast = Record<Exclude<Role, 'anonymous'>, RegisteredUser>;
export type World = { ctx: TestContext; cast: Cast; google: FakeGoogle; ics: FakeIcsServer; eventCategory: number };

/**
 * The object a row's calls name. `as` puts this object's own counterpart in a role (the friend of
 * this friendship); `state` reads the object as its owner sees it, which a refusal must leave as it was.
 */
export type Target = { id: string; secrets: string[]; as?: Partial<Cast>; state?: () => Promise<unknown> };

const tag = () => randomUUID().slice(0, 8);
const person = (ctx: TestContext, first_name: string) => createVerifiedUser(ctx, { first_name, last_name: 'Matrix' });

/**
 * The owner; a friend; an invited participant (a friend the owner's events invite); a pending
 * requester (asked the owner to be friends, not accepted); a stranger. Everyone has Google linked,
 * so a refusal of another person's calendar is about whose it is, not about having none.
 */
export async function createCast(ctx: TestContext, google: FakeGoogle): Promise<Cast> {
  const cast: Cast = {
    owner: await person(ctx, 'Olive'),
    friend: await person(ctx, 'Fern'),
    invited: await person(ctx, 'Ivy'),
    requester: await person(ctx, 'Reed'),
    stranger: await person(ctx, 'Stan'),
  };
  await makeFriends(ctx, cast.owner, cast.friend);
  await makeFriends(ctx, cast.owner, cast.invited);
  await sendRequest(ctx, cast.requester, cast.owner);
  for (const someone of Object.values(cast)) {
    await connectGoogle(ctx, google, someone);
    // The calendar list is read by the first sync.
    const synced = await callerOf(ctx, someone)('POST', '/api/google-calendar/sync-all');
    if (synced.statusCode !== 200) throw new Error(`sync-all answered ${synced.statusCode}: ${synced.body}`);
  }
  return cast;
}

const ownerSecrets = (world: World) => [world.cast.owner.user.email];

/** `GET url` as `who`, its JSON body; fails unless 200. */
async function read(world: World, who: RegisteredUser, url: string): Promise<Record<string, unknown>> {
  const response = await callerOf(world.ctx, who)('GET', url);
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}
/** The entry with `id` in the list under `key` of `GET url`, as the owner reads it (undefined once gone). */
const ownersEntry = (world: World, url: string, key: string, id: string) => async () =>
  ((await read(world, world.cast.owner, url))[key] as Array<{ id: string }>).find((entry) => entry.id === id);

/** The owner's event inviting the invited participant (the friend is not on it). */
export async function ownersEvent(world: World): Promise<Target> {
  const { ctx, cast } = world;
  const title = `Secret supper ${tag()}`;
  const body = eventPayload(ctx, world.eventCategory, {
    title,
    description: 'The key is under the mat',
    location: 'Hidden Lane Bistro',
    location_address: '9 Hidden Lane, New York, NY 10013',
    participant_ids: [cast.invited.user.id],
  });
  const event = await createEvent(ctx, cast.owner, body);
  return {
    id: event.id,
    secrets: [title, 'The key is under the mat', '9 Hidden Lane', ...ownerSecrets(world)],
    state: () => read(world, cast.owner, `/api/calendar/events/${event.id}`),
  };
}

/** The owner's suggested hangout (only its owner sees it) planned with the friend and the invited participant. */
export async function ownersSuggestion(world: World): Promise<Target> {
  const { ctx, cast } = world;
  const title = `Secret suggestion ${tag()}`;
  const start = daysFromNow(ctx, 4);
  const input = eventBody.parse(
    eventPayload(ctx, world.eventCategory, { title, start_time: start, location: 'Hidden Lane Bistro' }),
  );
  const id = await ctx.services.events.createSuggestion(
    cast.owner.user.id,
    input,
    'America/New_York',
    // The plan beside it, as the weekly planner writes it (that planner needs a whole world of
    // windows and ratings; the matrix needs only the suggestion).
    async (executor, eventId) => {
      await executor.insert(eventSuggestions).values({
        event_id: eventId,
        user_id: cast.owner.user.id,
        invitee_ids: [cast.friend.user.id, cast.invited.user.id],
        created_at: ctx.clock.now(),
      });
    },
  );
  return {
    id,
    secrets: [title, 'Hidden Lane Bistro', ...ownerSecrets(world)],
    state: () => read(world, cast.owner, `/api/suggestions/${id}`),
  };
}

export async function ownersLocation(world: World): Promise<Target> {
  const name = `Secret home ${tag()}`;
  const location = await createLocation(world.ctx, world.cast.owner, {
    location_name: name,
    description: 'Ring twice, the dog bites',
  });
  return {
    id: location.id,
    secrets: [name, '350 5th Ave', 'Ring twice', ...ownerSecrets(world)],
    state: ownersEntry(world, '/api/locations', 'locations', location.id),
  };
}

export async function ownersWorkingHours(world: World): Promise<Target> {
  const name = `Secret office ${tag()}`;
  const entry = await createWorkingHours(world.ctx, world.cast.owner, { block_name: name });
  return {
    id: entry.id,
    secrets: [name, ...ownerSecrets(world)],
    state: ownersEntry(world, '/api/working-hours', 'working_hours', entry.id),
  };
}

export async function ownersWindow(world: World): Promise<Target> {
  const name = `Secret evenings ${tag()}`;
  const window = await createWindow(world.ctx, world.cast.owner, {
    window_name: name,
    location: 'Secret spot',
    address: '9 Hidden Lane',
  });
  return {
    id: window.id,
    secrets: [name, 'Secret spot', '9 Hidden Lane', ...ownerSecrets(world)],
    state: ownersEntry(world, '/api/availability-windows', 'availability_windows', window.id),
  };
}

/** The owner's side of a friendship with a new friend, who plays the friend for this object. */
export async function ownersFriendship(world: World): Promise<Target> {
  const newFriend = await person(world.ctx, 'Nell');
  const { aSide } = await makeFriends(world.ctx, world.cast.owner, newFriend);
  return {
    id: aSide!,
    secrets: [newFriend.user.email, ...ownerSecrets(world)],
    as: { friend: newFriend },
    state: async () => [
      await ownersEntry(world, '/api/friends', 'friends', aSide!)(),
      (await read(world, newFriend, '/api/friends')).friends,
    ],
  };
}

/** A friend request to the owner from a new person, who plays the pending requester for this object. */
export async function requestToOwner(world: World): Promise<Target> {
  const sender = await person(world.ctx, 'Sid');
  const id = await sendRequest(world.ctx, sender, world.cast.owner);
  return {
    id,
    secrets: [sender.user.email, ...ownerSecrets(world)],
    as: { requester: sender },
    state: async () => [
      await ownersEntry(world, '/api/friends/pending', 'pending_requests', id)(),
      (await read(world, sender, '/api/friends/sent-requests')).sent_requests,
    ],
  };
}

/** A friend request the owner sent to a new person, who plays the pending requester for this object. */
export async function requestFromOwner(world: World): Promise<Target> {
  const recipient = await person(world.ctx, 'Rae');
  const id = await sendRequest(world.ctx, world.cast.owner, recipient);
  return {
    id,
    secrets: [recipient.user.email, ...ownerSecrets(world)],
    as: { requester: recipient },
    state: async () => [
      await ownersEntry(world, '/api/friends/sent-requests', 'sent_requests', id)(),
      (await read(world, recipient, '/api/friends/pending')).pending_requests,
    ],
  };
}

/** A notification of the owner's: the friend's invitation to an event. */
export async function ownersNotification(world: World): Promise<Target> {
  const { ctx, cast } = world;
  const title = `Secret invitation ${tag()}`;
  const body = eventPayload(ctx, world.eventCategory, { title, participant_ids: [cast.owner.user.id] });
  const event = await createEvent(ctx, cast.friend, body);
  const row = (
    await ctx.database.db
      .select({ id: notifications.id, data: notifications.data })
      .from(notifications)
      .where(eq(notifications.user_id, cast.owner.user.id))
  ).find((notification) => notification.data.event_id === event.id);
  if (!row) throw new Error('the invitation made no notification for the owner');
  return {
    id: row.id,
    secrets: [title, ...ownerSecrets(world)],
    state: async () =>
      (await ctx.database.db.select().from(notifications).where(eq(notifications.id, row.id)))[0] ?? null,
  };
}

/** One of the owner's linked Google calendars that is still selected. */
export async function ownersGoogleCalendar(world: World): Promise<Target> {
  const calendar = (await googleCalendarsOf(world.ctx, world.cast.owner)).find((entry) => entry.selected);
  if (!calendar) throw new Error('the owner has no selected Google calendar left');
  return {
    id: calendar.id,
    secrets: [calendar.calendar_name, ...ownerSecrets(world)],
    state: async () => (await googleCalendarsOf(world.ctx, world.cast.owner)).find((entry) => entry.id === calendar.id),
  };
}

/** An ICS subscription of the owner's, to a calendar on the local fake server. */
export async function ownersSubscription(world: World): Promise<Target> {
  const path = `/private-${tag()}/secret-token.ics`;
  world.ics.set(path, {
    kind: 'calendar',
    body: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nEND:VCALENDAR\r\n',
  });
  const response = await callerOf(world.ctx, world.cast.owner)('POST', '/api/calendar-subscriptions', {
    url: world.ics.url(path),
  });
  if (response.statusCode !== 201) throw new Error(`subscribing answered ${response.statusCode}: ${response.body}`);
  const id = response.json().subscription.id as string;
  return {
    id,
    secrets: [path, ...ownerSecrets(world)],
    state: ownersEntry(world, '/api/calendar-subscriptions', 'subscriptions', id),
  };
}

/** The secret part of the owner's feed address (`/feeds/{secret}.ics`). */
export async function ownersFeedSecret(world: World): Promise<Target> {
  const response = await callerOf(world.ctx, world.cast.owner)('GET', '/api/calendar/feed');
  const secret = /\/feeds\/([^/]+)$/.exec(response.json().url as string)?.[1];
  if (!secret) throw new Error(`no feed address: ${response.body}`);
  return { id: secret, secrets: [] };
}

export async function ownersReferralCode(world: World): Promise<Target> {
  const response = await callerOf(world.ctx, world.cast.owner)('GET', '/api/friends/referral-code');
  return { id: response.json().referral_code as string, secrets: ownerSecrets(world) };
}

/** The owner as the person a body names (invite them, plan with them). */
export async function theOwner(world: World): Promise<Target> {
  return { id: world.cast.owner.user.id, secrets: ownerSecrets(world) };
}

/** A shared catalogue entry: the Restaurants category, everybody's to rate. */
export async function restaurantsCategory(): Promise<Target> {
  return { id: '1', secrets: [] };
}
