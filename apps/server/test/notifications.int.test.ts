// The bell: GET /api/notifications/unified (its four parts, set up through the API) and marking read.
// On both databases: the bell's prepared reads and its participants-with-friendship join.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBody } from '@hangtime/core/events/schemas';
import { notifications, users } from '../src/db/schema';
import { bellApi, bellOf, markedRead, othersOf, unifiedOf } from './helpers/bell';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, registerUser, uniqueEmail, type RegisteredUser } from './helpers/factories';
import {
  answer,
  categoryIds,
  circle,
  createEvent,
  DAY,
  eventPayload,
  eventsOf,
  HOUR,
  hoursFromNow,
} from './helpers/events';
import { apiOf, makeFriends, notificationsOf, pendingOf, sendRequest } from './helpers/friends';

let ctx: TestContext;
let eventCategory: number;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
  eventCategory = (await categoryIds(ctx, await createVerifiedUser(ctx))).Event!;
});
afterAll(() => ctx.close());

const user = (first_name = 'Avery') => createVerifiedUser(ctx, { first_name, last_name: 'Tester' });
/** The next row is stored a minute after the previous one, so "newest first" has one answer. */
const aMinuteLater = () => ctx.clock.advance(60_000);
const isoInstant = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

/** The owner's event `hours` after the next whole hour, inviting `guests`; its body too, for changes. */
async function invite(owner: RegisteredUser, guests: RegisteredUser[], title: string, hours: number) {
  const body: EventBody = eventPayload(ctx, eventCategory, {
    title,
    start_time: hoursFromNow(ctx, hours),
    participant_ids: guests.map((guest) => guest.user.id),
  });
  return { event: await createEvent(ctx, owner, body), body };
}
/** The owner moves the event an hour later: those who accepted must reconfirm. */
async function moveLater(owner: RegisteredUser, { event, body }: Awaited<ReturnType<typeof invite>>) {
  const shift = (iso: string) => new Date(Date.parse(iso) + HOUR).toISOString();
  const response = await eventsOf(ctx, owner).update(event.id, {
    ...body,
    start_time: shift(body.start_time),
    end_time: shift(body.end_time),
  });
  expect(response.statusCode, response.body).toBe(200);
}
const titlesOf = (events: { title: string }[]) => events.map((event) => event.title);

describe('GET /api/notifications/unified', () => {
  it('is empty for a new user', async () => {
    expect(await unifiedOf(ctx, await user())).toEqual({
      upcoming_events: [],
      pending_friend_requests: [],
      pending_event_invitations: [],
      other_notifications: [],
    });
  });

  it('lists the friend requests waiting for my answer, as the Friends screen does, and not their notification rows', async () => {
    const me = await user();
    const [first, second, accepted, declined] = [
      await user('First'),
      await user('Second'),
      await user('Accepted'),
      await user('Declined'),
    ];
    const firstId = await sendRequest(ctx, first, me);
    aMinuteLater();
    const secondId = await sendRequest(ctx, second, me);
    expect((await apiOf(ctx, me).accept(await sendRequest(ctx, accepted, me))).statusCode).toBe(200);
    expect((await apiOf(ctx, me).decline(await sendRequest(ctx, declined, me))).statusCode).toBe(200);

    const bell = await unifiedOf(ctx, me);
    expect(bell.pending_friend_requests).toEqual(await pendingOf(ctx, me));
    expect(bell.pending_friend_requests.map((request) => request.id).sort()).toEqual([firstId, secondId].sort());
    expect(bell.pending_friend_requests.find((request) => request.id === secondId)).toEqual({
      id: secondId,
      created_at: isoInstant,
      sender: { first_name: 'Second', last_name: 'Tester', email: second.user.email },
    });
    expect((await notificationsOf(ctx, me.user.id)).filter((row) => row.type === 'friend_request')).toHaveLength(4);
    expect(bell.other_notifications).toEqual([]);
  });

  it('lists future invitations, pending or awaiting reconfirmation after a change, soonest first; not past or answered ones', async () => {
    const { owner, friends } = await circle(ctx, 1);
    const guest = friends[0]!;
    const later = await invite(owner, [guest], 'Pending, later', 48);
    const sooner = await invite(owner, [guest], 'Pending, sooner', 24);
    const moved = await invite(owner, [guest], 'Moved', 72);
    await answer(ctx, guest, moved.event.id, 'accepted');
    await moveLater(owner, moved);
    await invite(owner, [guest], 'Past', -48);
    await invite(owner, [guest], 'Started an hour ago', -2);
    for (const status of ['accepted', 'tentative', 'declined'] as const)
      await answer(ctx, guest, (await invite(owner, [guest], status, 30)).event.id, status);

    const bell = await unifiedOf(ctx, guest);
    expect(titlesOf(bell.pending_event_invitations)).toEqual(['Pending, sooner', 'Pending, later', 'Moved']);
    expect(bell.pending_event_invitations[0]).toEqual({
      id: sooner.event.id,
      title: 'Pending, sooner',
      description: 'Pasta night',
      start_time: sooner.body.start_time,
      end_time: sooner.body.end_time,
      location: 'Lucia',
      location_address: '12 Mott St, New York, NY 10013',
      latitude: null,
      longitude: null,
      created_at: isoInstant,
      creator_first_name: 'Olive',
      creator_last_name: 'Owner',
      participant_status: 'pending',
    });
    expect(bell.pending_event_invitations.map((event) => [event.id, event.participant_status])).toEqual([
      [sooner.event.id, 'pending'],
      [later.event.id, 'pending'],
      [moved.event.id, 'tentative'],
    ]);
    // Invitations are answered in their own section; the change is news.
    expect((await notificationsOf(ctx, guest.user.id)).filter((row) => row.type === 'event_invitation')).toHaveLength(
      8,
    );
    expect(await othersOf(ctx, guest)).toEqual([
      [
        'event_updated',
        {
          event_id: moved.event.id,
          start_time: new Date(Date.parse(moved.body.start_time) + HOUR).toISOString(),
          change: { time: expect.any(Object) },
        },
      ],
    ]);
    expect((await unifiedOf(ctx, owner)).pending_event_invitations).toEqual([]);
  });

  it('lists the events I accepted that start in the next 7 days of the clock, soonest first', async () => {
    const { owner, friends } = await circle(ctx, 1);
    const guest = friends[0]!;
    const accept = async (title: string, hours: number) =>
      answer(ctx, guest, (await invite(owner, [guest], title, hours)).event.id, 'accepted');
    await accept('Next week', 7 * 24 + 2);
    await accept('Tomorrow', 24);
    await accept('Almost a week', 6 * 24 + 20);
    await accept('Yesterday', -24);
    await accept('Started an hour ago', -2);
    await invite(owner, [guest], 'Still pending', 48);
    for (const [status, hours] of [
      ['tentative', 49],
      ['declined', 50],
    ] as const)
      await answer(ctx, guest, (await invite(owner, [guest], status, hours)).event.id, status);

    const bell = await unifiedOf(ctx, guest);
    expect(titlesOf(bell.upcoming_events)).toEqual(['Tomorrow', 'Almost a week']);
    expect(bell.upcoming_events[0]).toMatchObject({
      participant_status: 'accepted',
      creator_first_name: 'Olive',
      creator_last_name: 'Owner',
      location: 'Lucia',
    });
    // The organizer has accepted their own events.
    expect(titlesOf((await unifiedOf(ctx, owner)).upcoming_events)).toEqual([
      'Tomorrow',
      'Still pending',
      'tentative',
      'declined',
      'Almost a week',
    ]);

    ctx.clock.advance(3 * DAY);
    expect(titlesOf((await unifiedOf(ctx, guest)).upcoming_events)).toEqual(['Almost a week', 'Next week']);
  });

  it('shows a series by its instances: each of the coming week I accepted, an invitation by its next instance to start', async () => {
    const { owner, friends } = await circle(ctx, 1);
    const guest = friends[0]!;
    // Weekly on every day of the week: one instance a day.
    const daily = (title: string, hours: number) =>
      createEvent(
        ctx,
        owner,
        eventPayload(ctx, eventCategory, {
          title,
          start_time: hoursFromNow(ctx, hours),
          participant_ids: [guest.user.id],
          is_recurring: true,
          recurring_pattern: { recurrence_type: 'weekly', interval: 1, days_of_week: [0, 1, 2, 3, 4, 5, 6] },
        }),
      );
    await answer(ctx, guest, (await daily('Daily walk', -48)).id, 'accepted');
    // Two hours long and begun an hour before the next whole hour: in progress now.
    await daily('Daily stand-up', -1);

    const bell = await unifiedOf(ctx, guest);
    expect(bell.upcoming_events.map((event) => [event.title, event.start_time])).toEqual(
      [0, 24, 48, 72, 96].map((hours) => ['Daily walk', hoursFromNow(ctx, hours)]),
    );
    expect(bell.pending_event_invitations.map((event) => [event.title, event.start_time])).toEqual([
      ['Daily stand-up', hoursFromNow(ctx, 23)],
    ]);
  });

  it('lists at most 5 upcoming events: the soonest', async () => {
    const { owner, friends } = await circle(ctx, 1);
    const guest = friends[0]!;
    for (const hours of [120, 24, 72, 2, 96, 48])
      await answer(ctx, guest, (await invite(owner, [guest], `In ${hours} hours`, hours)).event.id, 'accepted');
    expect(titlesOf((await unifiedOf(ctx, guest)).upcoming_events)).toEqual([
      'In 2 hours',
      'In 24 hours',
      'In 48 hours',
      'In 72 hours',
      'In 96 hours',
    ]);
  });

  it('lists my other unread notifications newest first, with data as JSON text; not requests or invitations', async () => {
    const me = await user();
    const friend = await user('Fern');
    const { aSide } = await makeFriends(ctx, me, friend);
    aMinuteLater();
    const mine = await invite(me, [friend], 'Mine', 24);
    await answer(ctx, friend, mine.event.id, 'accepted');
    aMinuteLater();
    const theirs = await invite(friend, [me], 'Theirs', 48);
    await answer(ctx, me, theirs.event.id, 'accepted');
    await moveLater(friend, theirs);
    aMinuteLater();
    const cancelled = await invite(friend, [me], 'Called off', 72);
    expect((await eventsOf(ctx, friend).remove(cancelled.event.id)).statusCode).toBe(200);
    aMinuteLater();
    await sendRequest(ctx, await user('Newcomer'), me);

    const bell = await unifiedOf(ctx, me);
    expect(bell.other_notifications.map((item) => [item.type, JSON.parse(item.data)])).toEqual([
      ['event_cancelled', { event_id: cancelled.event.id, start_time: cancelled.body.start_time }],
      [
        'event_updated',
        {
          event_id: theirs.event.id,
          start_time: new Date(Date.parse(theirs.body.start_time) + HOUR).toISOString(),
          change: { time: expect.any(Object) },
        },
      ],
      ['event_rsvp', { event_id: mine.event.id, user_id: friend.user.id, status: 'accepted' }],
      ['friend_request_accepted', { friend_id: friend.user.id, friendship_id: aSide }],
    ]);
    expect(bell.other_notifications[2]).toEqual({
      id: expect.any(String),
      type: 'event_rsvp',
      title: 'Fern Tester answered: Mine',
      message: 'Fern Tester is going.',
      data: expect.any(String),
      created_at: isoInstant,
      is_read: false,
      status: 'unread',
    });
    const times = bell.other_notifications.map((item) => Date.parse(item.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set((await notificationsOf(ctx, me.user.id)).map((row) => row.type))).toEqual(
      new Set([
        'friend_request',
        'friend_request_accepted',
        'event_rsvp',
        'event_invitation',
        'event_updated',
        'event_cancelled',
      ]),
    );
    expect(bell.pending_friend_requests).toHaveLength(1);
  });

  it('lists at most 20 other notifications: the newest', async () => {
    const { owner, friends } = await circle(ctx, 1);
    const guest = friends[0]!;
    const { event } = await invite(owner, [guest], 'Back and forth', 24);
    const answeredAt: number[] = [];
    for (let index = 0; index < 22; index += 1) {
      aMinuteLater();
      answeredAt.push(ctx.clock.now().getTime());
      await answer(ctx, guest, event.id, index % 2 === 0 ? 'accepted' : 'declined');
    }
    const others = (await unifiedOf(ctx, owner)).other_notifications;
    expect(others).toHaveLength(20);
    // The k-th newest is the answer given (22 - k) minutes in: within the minute it was given.
    others.forEach((item, k) => {
      const givenAt = answeredAt[21 - k]!;
      expect(item.type).toBe('event_rsvp');
      expect(Date.parse(item.created_at)).toBeGreaterThanOrEqual(givenAt);
      expect(Date.parse(item.created_at)).toBeLessThan(givenAt + 60_000);
    });
  });
});

describe('marking read', () => {
  /** A user with two other unread notifications besides a pending friend request, and a stranger with one. */
  async function twoUsers() {
    const me = await user();
    const friend = await user('Fern');
    await makeFriends(ctx, me, friend);
    const { event } = await invite(me, [friend], 'Dinner', 24);
    aMinuteLater();
    await answer(ctx, friend, event.id, 'accepted');
    await sendRequest(ctx, await user('Newcomer'), me);
    const stranger = await user('Stan');
    await makeFriends(ctx, stranger, await user());
    return { me, stranger, strangerRow: (await unifiedOf(ctx, stranger)).other_notifications[0]! };
  }
  const unreadOf = async (userId: string) =>
    (await notificationsOf(ctx, userId)).filter((row) => !row.is_read).map((row) => row.id);

  it('marks one of my notifications read, which leaves the bell; again changes nothing', async () => {
    const { me } = await twoUsers();
    const [newest, older] = (await unifiedOf(ctx, me)).other_notifications;
    expect(await markedRead(bellOf(ctx, me).markRead(newest!.id))).toBe(1);
    expect((await unifiedOf(ctx, me)).other_notifications.map((item) => item.id)).toEqual([older!.id]);
    const [row] = await ctx.database.db.select().from(notifications).where(eq(notifications.id, newest!.id));
    expect(row!.is_read).toBe(true);
    expect(await markedRead(bellOf(ctx, me).markRead(newest!.id))).toBe(0);
  });

  it("answers 404 to another user's notification, an unknown one and an id that is not a UUID, changing nothing", async () => {
    const { me, stranger, strangerRow } = await twoUsers();
    const mineBefore = await unreadOf(me.user.id);
    for (const id of [strangerRow.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', '42']) {
      const response = await bellOf(ctx, me).markRead(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await unreadOf(me.user.id)).toEqual(mineBefore);
    expect((await unifiedOf(ctx, stranger)).other_notifications).toEqual([strangerRow]);
  });

  it('marks all of mine read, and nobody else’s; pending requests stay to be answered', async () => {
    const { me, stranger, strangerRow } = await twoUsers();
    const unread = await unreadOf(me.user.id);
    expect(unread).toHaveLength(3);
    expect(await markedRead(bellOf(ctx, me).markAllRead())).toBe(unread.length);
    const bell = await unifiedOf(ctx, me);
    expect(bell.other_notifications).toEqual([]);
    expect(bell.pending_friend_requests).toHaveLength(1);
    expect(await unreadOf(me.user.id)).toEqual([]);
    expect((await unifiedOf(ctx, stranger)).other_notifications).toEqual([strangerRow]);
    expect(await markedRead(bellOf(ctx, me).markAllRead())).toBe(0);
  });
});

describe('who may call', () => {
  const calls: [string, (api: ReturnType<typeof bellApi>) => ReturnType<ReturnType<typeof bellApi>['unified']>][] = [
    ['GET /api/notifications/unified', (api) => api.unified()],
    ['PUT /api/notifications/{id}/read', (api) => api.markRead('00000000-0000-4000-8000-000000000000')],
    ['PUT /api/notifications/read-all', (api) => api.markAllRead()],
  ];
  it.each(calls)('%s needs a token that was handed out', async (_call, call) => {
    for (const token of [undefined, 'not-a-session-token']) {
      const response = await call(bellApi(ctx, token));
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('shows an account whose email is not verified no friend requests (the friend calls need a verified email)', async () => {
    const email = uniqueEmail('invitee');
    const sender = await user('Sender');
    expect((await apiOf(ctx, sender).send({ email })).statusCode).toBe(200);
    const invitee = await registerUser(ctx, { email });
    expect(invitee.user.email_verified).toBe(false);
    expect((await apiOf(ctx, invitee).pending()).statusCode).toBe(403);
    expect((await unifiedOf(ctx, invitee)).pending_friend_requests).toEqual([]);
    await ctx.database.db.update(users).set({ email_verified: true }).where(eq(users.id, invitee.user.id));
    expect((await unifiedOf(ctx, invitee)).pending_friend_requests.map((request) => request.sender.email)).toEqual([
      sender.user.email,
    ]);
  });
});
