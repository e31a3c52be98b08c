// A signed-in person with something of everything (a friend, a pending request, a location, a
// window, working hours, events both ways, notifications), for the OpenAPI fuzzer to call as.
import type { TestContext } from './app';
import { categoryIds, createEvent, daysFromNow, eventPayload, usersDayOf } from './events';
import { createVerifiedUser, DEFAULT_PASSWORD, registrationPayload, uniqueEmail } from './factories';
import { makeFriends, notificationsOf, sendRequest } from './friends';
import type { KnownData } from './openapi-arbitraries';
import {
  createLocation,
  createWindow,
  createWorkingHours,
  locationPayload,
  windowPayload,
  workingHoursPayload,
} from './schedule';

/** A request that succeeds, for the fuzzer to start from and mutate (zod refinements do not show in the document). */
export type Example = { path?: Record<string, string>; body?: unknown; query?: Record<string, unknown> };

export type FuzzWorld = {
  known: KnownData;
  /** Examples by operation name ("POST /api/calendar/events"). */
  examples: Record<string, Example>;
  /** The session an operation is called with. */
  tokenFor(operationName: string): Promise<string>;
};

export async function createFuzzWorld(ctx: TestContext): Promise<FuzzWorld> {
  // `editor` is fuzzed by the profile call (a new email unverifies, which would shut the friends
  // calls to `user`), `asker` signs in afresh for each logout.
  const [user, friend, asker, editor] = await Promise.all([
    createVerifiedUser(ctx),
    createVerifiedUser(ctx),
    createVerifiedUser(ctx),
    createVerifiedUser(ctx),
  ]);
  const friendship = await makeFriends(ctx, user, friend);
  const pendingRequestId = await sendRequest(ctx, asker, user);
  const categories = Object.values(await categoryIds(ctx, user));
  const location = await createLocation(ctx, user);
  const window = await createWindow(ctx, user);
  const workingHours = await createWorkingHours(ctx, user);
  const ownEvent = await createEvent(
    ctx,
    user,
    eventPayload(ctx, categories[0]!, { participant_ids: [friend.user.id] }),
  );
  const invitation = await createEvent(
    ctx,
    friend,
    eventPayload(ctx, categories[0]!, { participant_ids: [user.user.id] }),
  );
  const notifications = await notificationsOf(ctx, user.user.id);
  const feed = await ctx.app.inject({
    method: 'GET',
    url: '/api/calendar/feed',
    headers: { authorization: `Bearer ${user.token}` },
  });
  const feedFile = new URL(feed.json().url as string).pathname.replace(/^\/feeds\//, '');
  const start = daysFromNow(ctx, 2);
  const end = daysFromNow(ctx, 9);
  const slot = { start_time: start, end_time: new Date(Date.parse(start) + 2 * 3600_000).toISOString() };
  const examples: Record<string, Example> = {
    'POST /api/auth/register': { body: await registrationPayload(ctx) },
    'POST /api/auth/login': { body: { email: friend.user.email, password: DEFAULT_PASSWORD } },
    'PUT /api/auth/me': { body: { first_name: 'Robin', timezone: 'Europe/Paris' } },
    'POST /api/friends/send-request': { body: { email: uniqueEmail('invitee') } },
    'PUT /api/friends/accept': { body: { request_id: pendingRequestId } },
    'DELETE /api/friends/decline': { body: { request_id: pendingRequestId } },
    'POST /api/locations': { body: locationPayload() },
    'PUT /api/locations/{id}': { path: { id: location.id }, body: locationPayload({ location_name: 'Work' }) },
    'POST /api/working-hours': { body: workingHoursPayload() },
    'GET /api/working-hours/{id}': { path: { id: workingHours.id } },
    'PUT /api/working-hours/{id}': {
      path: { id: workingHours.id },
      body: { update_all: true, ...workingHoursPayload({ start_time: '08:00' }) },
    },
    'POST /api/availability-windows': { body: windowPayload() },
    'PUT /api/availability-windows/{id}': {
      path: { id: window.id },
      body: { update_instance: true, instance_date: '2027-03-03', start_time: '19:00', end_time: '23:30' },
    },
    'GET /api/availability-windows/occurrences': { query: { start_date: '2027-03-01', end_date: '2027-03-14' } },
    'GET /api/calendar/events': { query: { start_date: start, end_date: end } },
    'POST /api/calendar/events': {
      body: eventPayload(ctx, categories[0]!, { participant_ids: [friend.user.id] }),
    },
    'GET /api/calendar/events/{id}': { path: { id: invitation.id } },
    'GET /api/calendar/events/{id}/ics': { path: { id: invitation.id } },
    'PUT /api/calendar/events/{id}': {
      path: { id: ownEvent.id },
      body: eventPayload(ctx, categories[0]!, { title: 'Moved dinner' }),
    },
    'PUT /api/friends/{id}/preferences': { path: { id: friendship.aSide! }, body: { priority: true } },
    'PUT /api/notifications/{id}/read': { path: { id: notifications[0]?.id ?? ownEvent.id } },
    'GET /api/preferences/categories/{id}/subcategories': { path: { id: String(categories[0]) } },
    'GET /feeds/{*}': { path: { '*': feedFile } },
    'POST /api/calendar/rsvp': { body: { eventId: invitation.id, status: 'accepted' } },
    'POST /api/find-us-time': { body: { reference_date: usersDayOf(start) } },
    'POST /api/events/automated-hangtime': { body: {} },
    'POST /api/calendar/restaurant-subtypes': { body: { user_ids: [friend.user.id] } },
    'POST /api/calendar/find-locations': { body: { user_ids: [friend.user.id], time_slot: slot } },
    'POST /api/calendar-subscriptions': { body: { url: 'http://127.0.0.1:1/calendar.ics' } },
  };
  return {
    known: {
      ids: [
        ownEvent.id,
        invitation.id,
        location.id,
        window.id,
        workingHours.id,
        friendship.aSide!,
        pendingRequestId,
        ...notifications.map((row) => row.id),
        ...categories.slice(0, 3).map(String),
        feedFile,
      ],
      friendIds: [friend.user.id, asker.user.id],
      emails: [user.user.email, friend.user.email],
    },
    examples,
    async tokenFor(operationName) {
      if (operationName === 'PUT /api/auth/me') return editor.token;
      if (operationName !== 'POST /api/auth/logout') return user.token;
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: asker.user.email, password: DEFAULT_PASSWORD },
      });
      if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
      return response.json().access_token as string;
    },
  };
}
