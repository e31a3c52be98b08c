// GET /api/categories, POST /api/calendar/events (participants, notifications, every validation
// error), GET /api/calendar/events/{id} and PUT /api/calendar/events/{id} (fields, adding and
// removing participants).
// On both databases: an event, its participants and notifications are written in one transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMessages } from '@hangtime/core/events/schemas';
import { recurrenceMessages } from '@hangtime/core/events/recurring-pattern';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser } from './helpers/factories';
import {
  categoryIds,
  circle,
  createEvent,
  eventMailKinds,
  eventNoticesOf,
  eventPayload,
  eventsApi,
  eventsOf,
  getEvent,
  listEvents,
  usersDayOf,
} from './helpers/events';
import { expectFieldError, expectNotFound } from './helpers/schedule';

let ctx: TestContext;
let category: Record<string, number>;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
  category = await categoryIds(ctx, await createVerifiedUser(ctx));
});
afterAll(() => ctx.close());

const payload = (overrides: Parameters<typeof eventPayload>[2] = {}) => eventPayload(ctx, category.Event!, overrides);

describe('GET /api/categories', () => {
  it('lists the four seeded categories with their colours', async () => {
    const response = await eventsOf(ctx, await createVerifiedUser(ctx)).categories();
    expect(response.statusCode).toBe(200);
    const categories = response.json().categories as { id: number; name: string; description: string; color: string }[];
    expect(categories.map((entry) => entry.name)).toEqual(['Event', 'Working Hours', 'Availability Windows', 'Blocks']);
    for (const entry of categories) {
      expect(entry).toEqual({
        id: expect.any(Number),
        name: entry.name,
        description: expect.any(String),
        color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      });
    }
    expect(new Set(categories.map((entry) => entry.color)).size).toBe(4);
  });

  it('needs a session', async () => {
    expect((await eventsApi(ctx, undefined).categories()).statusCode).toBe(401);
  });
});

describe('POST /api/calendar/events', () => {
  it('creates the event with the organizer accepted and each invited friend pending', async () => {
    const { owner, friends } = await circle(ctx, 2);
    const body = payload({ participant_ids: friends.map((friend) => friend.user.id) });
    const response = await eventsOf(ctx, owner).create(body);
    expect(response.statusCode, response.body).toBe(201);
    const { success, event } = response.json();
    expect(success).toBe(true);
    expect(event).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Dinner at Lucia',
      description: 'Pasta night',
      start_time: body.start_time,
      end_time: body.end_time,
      instance_start: body.start_time,
      timezone: 'America/New_York',
      location: 'Lucia',
      location_address: '12 Mott St, New York, NY 10013',
      category: { id: category.Event, name: 'Event' },
      is_recurring: false,
      recurring_pattern: null,
      source: 'manual',
      status: 'active',
      created_by: owner.user.id,
      creator: { first_name: 'Olive', last_name: 'Owner' },
      participant_status: 'accepted',
      needs_reconfirm: false,
    });
    const byUser = Object.fromEntries(event.participants.map((row: { user_id: string }) => [row.user_id, row]));
    expect(byUser[owner.user.id]).toMatchObject({
      role: 'owner',
      status: 'accepted',
      first_name: 'Olive',
      email: owner.user.email,
    });
    for (const friend of friends) {
      expect(byUser[friend.user.id]).toMatchObject({
        role: 'participant',
        status: 'pending',
        needs_reconfirm: false,
        first_name: friend.user.first_name,
      });
    }
    expect(event.participants).toHaveLength(3);
    expect(await getEvent(ctx, friends[0]!, event.id)).toMatchObject({ id: event.id, participant_status: 'pending' });
  });

  it('leaves each invitee an event_invitation notification naming the event and queues an invitation mail, none for the organizer', async () => {
    const { owner, friends } = await circle(ctx, 2);
    const event = await createEvent(ctx, owner, payload({ participant_ids: friends.map((friend) => friend.user.id) }));
    for (const friend of friends) {
      const rows = await eventNoticesOf(ctx, friend.user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        type: 'event_invitation',
        title: 'Invitation: Dinner at Lucia',
        message: 'Olive Owner invited you to an event.',
        data: { event_id: event.id, start_time: event.start_time },
        is_read: false,
      });
      expect(await eventMailKinds(ctx, friend.user.email)).toEqual(['event_invitation']);
    }
    expect(await eventNoticesOf(ctx, owner.user.id)).toEqual([]);
    expect(await eventMailKinds(ctx, owner.user.email)).toEqual([]);
  });

  it('refuses participants who are not friends, creating nothing', async () => {
    const { owner, friends, stranger } = await circle(ctx, 1);
    for (const ids of [[stranger.user.id], [friends[0]!.user.id, stranger.user.id], ['not-a-user']]) {
      expectFieldError(
        await eventsOf(ctx, owner).create(payload({ participant_ids: ids })),
        'participant_ids',
        'Participants must be your friends',
      );
    }
    const day = usersDayOf(payload().start_time);
    expect(await listEvents(ctx, owner, day, day)).toEqual([]);
    expect(await eventNoticesOf(ctx, stranger.user.id)).toEqual([]);
    expect(await eventMailKinds(ctx, friends[0]!.user.email)).toEqual([]);
  });

  it('ignores the organizer listed among the participants', async () => {
    const { owner } = await circle(ctx, 0);
    const event = await createEvent(ctx, owner, payload({ participant_ids: [owner.user.id] }));
    expect(event.participants).toEqual([
      expect.objectContaining({ user_id: owner.user.id, role: 'owner', status: 'accepted' }),
    ]);
  });

  it('keeps personal categories to their owner: Working Hours with participants is refused, alone it is saved', async () => {
    const { owner, friends } = await circle(ctx, 1);
    for (const name of ['Working Hours', 'Availability Windows', 'Blocks']) {
      const response = await eventsOf(ctx, owner).create(
        payload({ category_id: category[name]!, participant_ids: [friends[0]!.user.id] }),
      );
      expectFieldError(response, 'participant_ids', 'Personal events cannot have participants');
    }
    const alone = await createEvent(ctx, owner, payload({ category_id: category['Working Hours']! }));
    expect(alone.category).toMatchObject({ name: 'Working Hours' });
    expect(await eventNoticesOf(ctx, friends[0]!.user.id)).toEqual([]);
  });

  const start = '2030-05-10T18:00:00.000Z';
  const weekly = { recurrence_type: 'weekly', interval: 1, days_of_week: [5] };
  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['no title', { title: undefined }, 'title', eventMessages.titleRequired],
    ['a blank title', { title: '   ' }, 'title', eventMessages.titleRequired],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
    ['no start', { start_time: undefined }, 'start_time', eventMessages.startRequired],
    [
      'a start that is not an instant',
      { start_time: 'tomorrow', end_time: '2030-05-10T20:00:00.000Z' },
      'start_time',
      eventMessages.startRequired,
    ],
    ['no end', { end_time: undefined }, 'end_time', eventMessages.endRequired],
    [
      'an end before the start',
      { start_time: start, end_time: '2030-05-10T17:00:00.000Z' },
      'end_time',
      eventMessages.endAfterStart,
    ],
    ['an end equal to the start', { start_time: start, end_time: start }, 'end_time', eventMessages.endAfterStart],
    [
      'more than 14 days',
      { start_time: start, end_time: '2030-05-25T18:00:00.000Z' },
      'end_time',
      eventMessages.tooLong,
    ],
    ['no category', { category_id: undefined }, 'category_id', eventMessages.categoryRequired],
    ['an unknown category', { category_id: 999_999 }, 'category_id', eventMessages.categoryUnknown],
    ['an unknown zone', { timezone: 'Mars/Olympus' }, 'timezone', 'Please choose a valid time zone'],
    [
      'recurrence type daily',
      { is_recurring: true, recurring_pattern: { ...weekly, recurrence_type: 'daily' } },
      'recurring_pattern.recurrence_type',
      recurrenceMessages.type,
    ],
    [
      'interval 0',
      { is_recurring: true, recurring_pattern: { ...weekly, interval: 0 } },
      'recurring_pattern.interval',
      recurrenceMessages.interval,
    ],
    [
      '0 occurrences',
      { is_recurring: true, recurring_pattern: { ...weekly, end_occurrences: 0 } },
      'recurring_pattern.end_occurrences',
      recurrenceMessages.occurrences,
    ],
    [
      'weekday 7',
      { is_recurring: true, recurring_pattern: { ...weekly, days_of_week: [7] } },
      'recurring_pattern.days_of_week.0',
      recurrenceMessages.weekday,
    ],
    [
      'a bad end date',
      { is_recurring: true, recurring_pattern: { ...weekly, end_date: '2030-02-30' } },
      'recurring_pattern.end_date',
      recurrenceMessages.endDate,
    ],
    [
      'day of month 32',
      { is_recurring: true, recurring_pattern: { recurrence_type: 'monthly', day_of_month: 32 } },
      'recurring_pattern.day_of_month',
      recurrenceMessages.dayOfMonth,
    ],
    [
      'week of month 5',
      {
        is_recurring: true,
        recurring_pattern: { recurrence_type: 'monthly', week_of_month: 5, day_of_week_monthly: 2 },
      },
      'recurring_pattern.week_of_month',
      recurrenceMessages.weekOfMonth,
    ],
  ];
  it.each(invalid)('refuses %s with 400 naming the field', async (_label, overrides, field, message) => {
    const owner = await createVerifiedUser(ctx);
    const response = await eventsOf(ctx, owner).create(payload(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_ERROR' });
    expect(response.json().fields[field]).toBe(message);
  });

  it('needs a session', async () => {
    expect((await eventsApi(ctx, undefined).create(payload())).statusCode).toBe(401);
  });
});

describe('PUT /api/calendar/events/{id}', () => {
  it('saves the new fields and answers with the event', async () => {
    const { owner } = await circle(ctx, 0);
    const event = await createEvent(ctx, owner, payload());
    const changed = payload({
      title: 'Brunch',
      description: null,
      location: 'Cafe',
      category_id: category.Blocks!,
      source: 'manual',
    });
    const response = await eventsOf(ctx, owner).update(event.id, changed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().event).toMatchObject({
      id: event.id,
      title: 'Brunch',
      description: null,
      location: 'Cafe',
      category: { name: 'Blocks' },
    });
    expect(await getEvent(ctx, owner, event.id)).toMatchObject({ title: 'Brunch', location: 'Cafe' });
  });

  it('invites added friends and leaves those already invited alone', async () => {
    const { owner, friends } = await circle(ctx, 2);
    const [first, second] = friends as [typeof owner, typeof owner];
    const event = await createEvent(ctx, owner, payload({ participant_ids: [first.user.id] }));
    const response = await eventsOf(ctx, owner).update(
      event.id,
      payload({ participant_ids: [first.user.id, second.user.id] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await getEvent(ctx, second, event.id)).toMatchObject({ participant_status: 'pending' });
    expect((await eventNoticesOf(ctx, second.user.id)).map((row) => [row.type, row.data])).toEqual([
      ['event_invitation', { event_id: event.id, start_time: event.start_time }],
    ]);
    expect(await eventMailKinds(ctx, second.user.email)).toEqual(['event_invitation']);
    expect((await eventNoticesOf(ctx, first.user.id)).map((row) => row.type)).toEqual(['event_invitation']);
    expect(await eventMailKinds(ctx, first.user.email)).toEqual(['event_invitation']);
  });

  it('tells removed participants the event is cancelled for them and takes it away from them', async () => {
    const { owner, friends } = await circle(ctx, 2);
    const [kept, removed] = friends as [typeof owner, typeof owner];
    const event = await createEvent(ctx, owner, payload({ participant_ids: [kept.user.id, removed.user.id] }));
    expect((await eventsOf(ctx, owner).update(event.id, payload({ participant_ids: [kept.user.id] }))).statusCode).toBe(
      200,
    );
    expect((await eventNoticesOf(ctx, removed.user.id)).map((row) => [row.type, row.data]).sort()).toEqual([
      ['event_cancelled', { event_id: event.id, start_time: event.start_time }],
      ['event_invitation', { event_id: event.id, start_time: event.start_time }],
    ]);
    expect(await eventMailKinds(ctx, removed.user.email)).toEqual(['event_invitation', 'event_cancelled']);
    expectNotFound(await eventsOf(ctx, removed).get(event.id));
    const day = usersDayOf(event.start_time);
    expect(await listEvents(ctx, removed, day, day)).toEqual([]);
    expect((await getEvent(ctx, owner, event.id)).participants.map((row) => row.user_id).sort()).toEqual(
      [owner.user.id, kept.user.id].sort(),
    );
    expect(await eventMailKinds(ctx, kept.user.email)).toEqual(['event_invitation']);
  });

  it('keeps the participants when an edit leaves participant_ids out', async () => {
    const { owner, friends } = await circle(ctx, 1);
    const [guest] = friends as [typeof owner];
    const event = await createEvent(ctx, owner, payload({ participant_ids: [guest.user.id] }));
    const { participant_ids: _left, ...withoutParticipants } = payload({ title: 'Renamed' }) as Record<string, unknown>;
    expect((await eventsOf(ctx, owner).update(event.id, withoutParticipants)).statusCode).toBe(200);
    expect((await getEvent(ctx, guest, event.id)).title).toBe('Renamed');
    expect(await eventMailKinds(ctx, guest.user.email)).toEqual(['event_invitation']);
  });

  it('refuses a stranger as a new participant and an invalid body, changing nothing', async () => {
    const { owner, stranger } = await circle(ctx, 0);
    const event = await createEvent(ctx, owner, payload());
    expectFieldError(
      await eventsOf(ctx, owner).update(event.id, payload({ participant_ids: [stranger.user.id] })),
      'participant_ids',
      'Participants must be your friends',
    );
    expectFieldError(
      await eventsOf(ctx, owner).update(event.id, payload({ title: '' })),
      'title',
      eventMessages.titleRequired,
    );
    expect(await getEvent(ctx, owner, event.id)).toMatchObject({
      title: 'Dinner at Lucia',
      participants: [expect.objectContaining({ user_id: owner.user.id })],
    });
    expect(await eventNoticesOf(ctx, stranger.user.id)).toEqual([]);
  });
});
