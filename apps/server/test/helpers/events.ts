// The calendar calls as a test speaks them, event factories, and the participant rows behind them.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type {
  CategoryView,
  EventBody,
  EventSummaryView,
  EventView,
  ParticipantStatus,
} from '@hangtime/core/events/schemas';
import { todayIn } from '@hangtime/core/time/zones';
import { eventParticipants, events } from '../../src/db/schema';
import type { TestContext } from './app';
import { createVerifiedUser, type RegisteredUser } from './factories';
import { makeFriends, notificationsOf, queuedMailKinds } from './friends';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Response = Awaited<ReturnType<TestContext['app']['inject']>>;

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** The zone of registrationPayload's users and of eventPayload's events. */
const TEST_USERS_ZONE = 'America/New_York';

/** One caller's calendar calls; `token` undefined sends no Authorization header. */
export function eventsApi(ctx: TestContext, token: string | undefined) {
  const call = (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const one = (id: string) => `/api/calendar/events/${encodeURIComponent(id)}`;
  return {
    call,
    categories: () => call('GET', '/api/categories'),
    list: (start: string, end: string) =>
      call('GET', `/api/calendar/events?start_date=${encodeURIComponent(start)}&end_date=${encodeURIComponent(end)}`),
    get: (id: string) => call('GET', one(id)),
    ics: (id: string) => call('GET', `${one(id)}/ics`),
    create: (body: object) => call('POST', '/api/calendar/events', body),
    update: (id: string, body: object) => call('PUT', one(id), body),
    remove: (id: string) => call('DELETE', one(id)),
    leave: (id: string) => call('DELETE', `${one(id)}/participants`),
    rsvp: (eventId: string, status: string) => call('POST', '/api/calendar/rsvp', { eventId, status }),
    pending: () => call('GET', '/api/calendar/events/pending-invitations'),
  };
}
export type EventsApi = ReturnType<typeof eventsApi>;
export const eventsOf = (ctx: TestContext, user: RegisteredUser) => eventsApi(ctx, user.token);

function ok<T>(response: Response, status: number, read: (body: Record<string, unknown>) => unknown): T {
  expect(response.statusCode, response.body).toBe(status);
  return read(response.json()) as T;
}

/** The seeded categories by name (GET /api/categories). */
export async function categoryIds(ctx: TestContext, user: RegisteredUser): Promise<Record<string, number>> {
  const categories = ok<CategoryView[]>(await eventsOf(ctx, user).categories(), 200, (body) => body.categories);
  return Object.fromEntries(categories.map((category) => [category.name, category.id]));
}

/** `hours` hours after the next whole hour of the test clock (UTC), as an ISO instant. */
export function hoursFromNow(ctx: TestContext, hours: number): string {
  const base = Math.ceil(ctx.clock.now().getTime() / HOUR) * HOUR;
  return new Date(base + hours * HOUR).toISOString();
}
export const daysFromNow = (ctx: TestContext, days: number) => hoursFromNow(ctx, days * 24);

/**
 * The date an instant falls on for the test users (their zone is New York): the day a date-only
 * range must name to hold it. Its UTC date is the next day for evening instants.
 */
export const usersDayOf = (instant: string) => todayIn(TEST_USERS_ZONE, new Date(instant));

export type EventOverrides = Record<string, unknown>;

/** A two-hour dinner 3 days after now unless `overrides` say otherwise; overrides may be invalid on purpose. */
export function eventPayload(ctx: TestContext, categoryId: number, overrides: EventOverrides = {}): EventBody {
  const start = (overrides.start_time as string | undefined) ?? daysFromNow(ctx, 3);
  const parsed = Date.parse(start);
  return {
    title: 'Dinner at Lucia',
    description: 'Pasta night',
    start_time: start,
    end_time: Number.isNaN(parsed) ? start : new Date(parsed + 2 * HOUR).toISOString(),
    timezone: TEST_USERS_ZONE,
    category_id: categoryId,
    location: 'Lucia',
    location_address: '12 Mott St, New York, NY 10013',
    participant_ids: [],
    ...overrides,
  } as EventBody;
}

/** POST /api/calendar/events as `owner`; fails the test unless it answers 201. */
export async function createEvent(ctx: TestContext, owner: RegisteredUser, body: object): Promise<EventView> {
  return ok<EventView>(await eventsOf(ctx, owner).create(body), 201, (answer) => answer.event);
}

export async function getEvent(ctx: TestContext, user: RegisteredUser, id: string): Promise<EventView> {
  return ok<EventView>(await eventsOf(ctx, user).get(id), 200, (body) => body.event);
}

export async function listEvents(
  ctx: TestContext,
  user: RegisteredUser,
  start: string,
  end: string,
): Promise<EventSummaryView[]> {
  return ok<EventSummaryView[]>(await eventsOf(ctx, user).list(start, end), 200, (body) => body.events);
}

export async function pendingInvitations(ctx: TestContext, user: RegisteredUser): Promise<EventView[]> {
  return ok<EventView[]>(await eventsOf(ctx, user).pending(), 200, (body) => body.invitations);
}

export async function answer(
  ctx: TestContext,
  user: RegisteredUser,
  eventId: string,
  status: Exclude<ParticipantStatus, 'pending'>,
) {
  ok(await eventsOf(ctx, user).rsvp(eventId, status), 200, (body) => body);
}

/** An organizer and `count` of their friends, plus a friend left out of events and a stranger. */
export async function circle(ctx: TestContext, count: number) {
  const owner = await createVerifiedUser(ctx, { first_name: 'Olive', last_name: 'Owner' });
  const friends: RegisteredUser[] = [];
  for (let index = 0; index < count; index += 1) {
    const friend = await createVerifiedUser(ctx, { first_name: `Friend${index + 1}`, last_name: 'Guest' });
    await makeFriends(ctx, owner, friend);
    friends.push(friend);
  }
  const uninvited = await createVerifiedUser(ctx, { first_name: 'Una', last_name: 'Uninvited' });
  await makeFriends(ctx, owner, uninvited);
  const stranger = await createVerifiedUser(ctx, { first_name: 'Stan', last_name: 'Stranger' });
  return { owner, friends, uninvited, stranger };
}

/** A participant's row, read from the database. */
export async function participantRow(ctx: TestContext, eventId: string, userId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(eventParticipants)
    .where(and(eq(eventParticipants.event_id, eventId), eq(eventParticipants.user_id, userId)));
  return row ?? null;
}

/** The event's row (any status), or null once deleted. */
export async function eventRow(ctx: TestContext, eventId: string) {
  const [row] = await ctx.database.db.select().from(events).where(eq(events.id, eventId));
  return row ?? null;
}

/** A user's notifications about events (event_*), newest first: the friend requests behind `circle` left out. */
export async function eventNoticesOf(ctx: TestContext, userId: string) {
  return (await notificationsOf(ctx, userId)).filter((row) => row.type.startsWith('event_'));
}

/** The kinds of event mail queued to an address, oldest first. */
export async function eventMailKinds(ctx: TestContext, to: string): Promise<string[]> {
  return (await queuedMailKinds(ctx, to)).filter((kind) => kind.startsWith('event_'));
}

export { DAY, HOUR };
