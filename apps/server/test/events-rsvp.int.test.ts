// POST /api/calendar/rsvp (every transition, allowed and refused), the organizer's change that asks
// accepted participants to reconfirm, and GET /api/calendar/events/pending-invitations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMessages, type ParticipantStatus } from '@hangtime/core/events/schemas';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import {
  answer,
  categoryIds,
  circle,
  createEvent,
  daysFromNow,
  eventMailKinds,
  eventNoticesOf,
  eventPayload,
  eventsApi,
  type EventOverrides,
  eventsOf,
  getEvent,
  HOUR,
  hoursFromNow,
  participantRow,
  pendingInvitations,
} from './helpers/events';
import { expectNotFound } from './helpers/schedule';

let ctx: TestContext;
let eventCategory: number;
let organizer: RegisteredUser;
let guest: RegisteredUser;
let outsider: RegisteredUser;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
  const people = await circle(ctx, 1);
  [organizer, guest, outsider] = [people.owner, people.friends[0]!, people.stranger];
  eventCategory = (await categoryIds(ctx, organizer)).Event!;
});
afterAll(() => ctx.close());

const payload = (overrides: Parameters<typeof eventPayload>[2] = {}) => eventPayload(ctx, eventCategory, overrides);
/** A new event of the organizer's with the guest invited (pending). */
const invitation = (overrides: Parameters<typeof eventPayload>[2] = {}) =>
  createEvent(ctx, organizer, payload({ participant_ids: [guest.user.id], ...overrides }));
type Answer = Exclude<ParticipantStatus, 'pending'>;

describe('POST /api/calendar/rsvp', () => {
  const allowed: Record<ParticipantStatus, Answer[]> = {
    pending: ['accepted', 'tentative', 'declined'],
    tentative: ['accepted', 'declined'],
    accepted: ['declined'],
    declined: ['accepted'],
  };
  const cases = (Object.keys(allowed) as ParticipantStatus[]).flatMap((from) =>
    (['accepted', 'tentative', 'declined'] as Answer[]).map((to) => ({ from, to, ok: allowed[from].includes(to) })),
  );
  it.each(cases)('$from → $to: allowed $ok', async ({ from, to, ok }) => {
    const event = await invitation();
    if (from !== 'pending') await answer(ctx, guest, event.id, from);
    const response = await eventsOf(ctx, guest).rsvp(event.id, to);
    if (ok) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Response saved', status: to });
    } else {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({
        error: `You can't change your response from ${from} to ${to}`,
        code: 'CONFLICT',
      });
    }
    const seen = await getEvent(ctx, guest, event.id);
    expect(seen.participant_status).toBe(ok ? to : from);
    expect(seen.participants.find((row) => row.user_id === guest.user.id)?.status).toBe(ok ? to : from);
  });

  it('tells the organizer each answer with an event_rsvp notification', async () => {
    const event = await invitation();
    await answer(ctx, guest, event.id, 'tentative');
    const notices = (await eventNoticesOf(ctx, organizer.user.id)).filter(
      (row) => (row.data as { event_id?: string }).event_id === event.id,
    );
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice).toMatchObject({
      type: 'event_rsvp',
      title: `${guest.user.first_name} Guest answered: Dinner at Lucia`,
      message: `${guest.user.first_name} Guest is maybe going.`,
      data: { event_id: event.id, user_id: guest.user.id, status: 'tentative' },
    });
  });

  it('answers 409 to the organizer, 404 to anyone not invited and for ids that are not events', async () => {
    const event = await invitation();
    const own = await eventsOf(ctx, organizer).rsvp(event.id, 'declined');
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ error: eventMessages.ownerDoesNotRsvp, code: 'CONFLICT' });
    expectNotFound(await eventsOf(ctx, outsider).rsvp(event.id, 'accepted'));
    for (const id of ['not-a-uuid', '42', '00000000-0000-4000-8000-000000000000'])
      expectNotFound(await eventsOf(ctx, guest).rsvp(id, 'accepted'));
    expect((await eventsApi(ctx, undefined).rsvp(event.id, 'accepted')).statusCode).toBe(401);
    expect((await getEvent(ctx, organizer, event.id)).participants.map((row) => row.status).sort()).toEqual([
      'accepted',
      'pending',
    ]);
  });

  it('refuses an unknown status with 400', async () => {
    const event = await invitation();
    for (const status of ['pending', 'maybe', '']) {
      const response = await eventsOf(ctx, guest).rsvp(event.id, status);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { status: 'Status must be accepted, tentative or declined' },
      });
    }
  });
});

describe("the organizer's change of time or place", () => {
  /** The organizer's event with three friends: one accepted, one pending, one declined. */
  async function answeredEvent(overrides: Parameters<typeof eventPayload>[2] = {}) {
    const { owner, friends } = await circle(ctx, 3);
    const [accepted, pending, declined] = friends as [RegisteredUser, RegisteredUser, RegisteredUser];
    const body = eventPayload(ctx, eventCategory, {
      participant_ids: friends.map((friend) => friend.user.id),
      ...overrides,
    });
    const event = await createEvent(ctx, owner, body);
    await answer(ctx, accepted, event.id, 'accepted');
    await answer(ctx, declined, event.id, 'declined');
    return { owner, accepted, pending, declined, event, body };
  }
  const later = (body: { start_time: string; end_time: string }) => ({
    start_time: new Date(Date.parse(body.start_time) + HOUR).toISOString(),
    end_time: new Date(Date.parse(body.end_time) + HOUR).toISOString(),
  });
  const weekly = {
    is_recurring: true,
    recurring_pattern: { recurrence_type: 'weekly', interval: 1, days_of_week: [2, 4], end_occurrences: 6 },
  };
  const changes: [string, (body: ReturnType<typeof payload>) => object, EventOverrides?][] = [
    ['a new time', later],
    ['a new location', () => ({ location: 'Other place', location_address: '1 Main St' })],
    ['a new address only', () => ({ location_address: '2 Main St' })],
    ['a new zone', () => ({ timezone: 'America/Chicago' })],
    ['a new recurrence', () => ({ recurring_pattern: { ...weekly.recurring_pattern, end_occurrences: 8 } }), weekly],
  ];
  it.each(changes)(
    '%s puts those who accepted back to tentative, asking them to reconfirm',
    async (_label, change, base = {}) => {
      const { owner, accepted, pending, declined, event, body } = await answeredEvent(base);
      const response = await eventsOf(ctx, owner).update(event.id, { ...body, ...change(body) });
      expect(response.statusCode, response.body).toBe(200);

      expect(await getEvent(ctx, accepted, event.id)).toMatchObject({
        participant_status: 'tentative',
        needs_reconfirm: true,
      });
      expect(
        response.json().event.participants.find((row: { user_id: string }) => row.user_id === accepted.user.id),
      ).toMatchObject({ status: 'tentative', needs_reconfirm: true });
      expect(await pendingInvitations(ctx, accepted)).toEqual([
        expect.objectContaining({ id: event.id, participant_status: 'tentative', needs_reconfirm: true }),
      ]);
      expect((await eventNoticesOf(ctx, accepted.user.id)).map((row) => [row.type, row.data]).sort()).toEqual([
        ['event_invitation', { event_id: event.id, start_time: event.start_time }],
        [
          'event_updated',
          { event_id: event.id, start_time: response.json().event.start_time, change: expect.any(Object) },
        ],
      ]);
      expect(await eventMailKinds(ctx, accepted.user.email)).toEqual(['event_invitation', 'event_updated']);

      expect(await getEvent(ctx, pending, event.id)).toMatchObject({
        participant_status: 'pending',
        needs_reconfirm: false,
      });
      expect(await getEvent(ctx, declined, event.id)).toMatchObject({
        participant_status: 'declined',
        needs_reconfirm: false,
      });
      expect(await getEvent(ctx, owner, event.id)).toMatchObject({
        participant_status: 'accepted',
        needs_reconfirm: false,
      });
      for (const other of [pending, declined])
        expect(await eventMailKinds(ctx, other.user.email)).toEqual(['event_invitation']);
    },
  );

  it.each([
    ['a one-off event', {}],
    ['a recurring event', weekly],
  ])('a title or description change to %s asks nobody to reconfirm', async (_label, base) => {
    const { owner, accepted, event, body } = await answeredEvent(base);
    const response = await eventsOf(ctx, owner).update(event.id, {
      ...body,
      title: 'Dinner, renamed',
      description: 'Bring wine',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await getEvent(ctx, accepted, event.id)).toMatchObject({
      title: 'Dinner, renamed',
      participant_status: 'accepted',
      needs_reconfirm: false,
    });
    expect(await pendingInvitations(ctx, accepted)).toEqual([]);
    expect((await eventNoticesOf(ctx, accepted.user.id)).map((row) => row.type)).toEqual(['event_invitation']);
  });

  it("a body without a zone keeps the event's own zone (not the editor's), asking nobody to reconfirm", async () => {
    const { owner, accepted, event, body } = await answeredEvent({ timezone: 'Europe/London', ...weekly });
    const { timezone: _omitted, ...withoutZone } = body;
    expect((await eventsOf(ctx, owner).update(event.id, { ...withoutZone, title: 'Same place' })).statusCode).toBe(200);
    expect(await getEvent(ctx, accepted, event.id)).toMatchObject({
      timezone: 'Europe/London',
      participant_status: 'accepted',
      needs_reconfirm: false,
    });
  });

  it('the reconfirming participant may accept (or decline) again, which clears the request', async () => {
    const { owner, accepted, event, body } = await answeredEvent();
    expect((await eventsOf(ctx, owner).update(event.id, { ...body, ...later(body) })).statusCode).toBe(200);
    expect((await eventsOf(ctx, accepted).rsvp(event.id, 'tentative')).statusCode).toBe(409);
    await answer(ctx, accepted, event.id, 'accepted');
    expect(await getEvent(ctx, accepted, event.id)).toMatchObject({
      participant_status: 'accepted',
      needs_reconfirm: false,
    });
    expect(await pendingInvitations(ctx, accepted)).toEqual([]);
    expect(await participantRow(ctx, event.id, accepted.user.id)).toMatchObject({
      status: 'accepted',
      needs_reconfirm: false,
    });
  });
});

describe('GET /api/calendar/events/pending-invitations', () => {
  it('lists future events awaiting my answer, soonest first, and nothing already answered', async () => {
    const { owner, friends } = await circle(ctx, 1);
    const me = friends[0]!;
    const invite = (start: string, title: string) =>
      createEvent(
        ctx,
        owner,
        eventPayload(ctx, eventCategory, { title, start_time: start, participant_ids: [me.user.id] }),
      );
    const nextWeek = await invite(daysFromNow(ctx, 7), 'Next week');
    const tomorrow = await invite(daysFromNow(ctx, 1), 'Tomorrow');
    await invite(daysFromNow(ctx, -2), 'Two days ago');
    for (const status of ['accepted', 'declined', 'tentative'] as const)
      await answer(ctx, me, (await invite(daysFromNow(ctx, 2), status)).id, status);

    const invitations = await pendingInvitations(ctx, me);
    expect(invitations.map((event) => [event.id, event.title, event.participant_status])).toEqual([
      [tomorrow.id, 'Tomorrow', 'pending'],
      [nextWeek.id, 'Next week', 'pending'],
    ]);
    expect(invitations[0]).toMatchObject({
      creator: { first_name: 'Olive', last_name: 'Owner' },
      source: 'manual',
      description: 'Pasta night',
    });
    expect(await pendingInvitations(ctx, owner)).toEqual([]);
  });

  it('drops an invitation once its event has started (test clock moved on)', async () => {
    const { owner, friends } = await circle(ctx, 1);
    const me = friends[0]!;
    const soon = await createEvent(
      ctx,
      owner,
      eventPayload(ctx, eventCategory, { start_time: hoursFromNow(ctx, 2), participant_ids: [me.user.id] }),
    );
    expect((await pendingInvitations(ctx, me)).map((event) => event.id)).toEqual([soon.id]);
    ctx.clock.advance(Date.parse(soon.start_time) - ctx.clock.now().getTime() + 60_000);
    expect(await pendingInvitations(ctx, me)).toEqual([]);
  });

  it('shows a recurring series by its next instance while one is still to come', async () => {
    const { owner, friends } = await circle(ctx, 1);
    const me = friends[0]!;
    const first = daysFromNow(ctx, -15);
    const series = await createEvent(
      ctx,
      owner,
      eventPayload(ctx, eventCategory, {
        start_time: first,
        participant_ids: [me.user.id],
        is_recurring: true,
        recurring_pattern: { recurrence_type: 'weekly', interval: 1, end_occurrences: 4 },
      }),
    );
    const [listed] = await pendingInvitations(ctx, me);
    expect(listed).toMatchObject({
      id: series.id,
      instance_start: new Date(Date.parse(first) + 21 * 24 * HOUR).toISOString(),
    });
    await createEvent(
      ctx,
      owner,
      eventPayload(ctx, eventCategory, {
        start_time: daysFromNow(ctx, -30),
        participant_ids: [me.user.id],
        is_recurring: true,
        recurring_pattern: { recurrence_type: 'weekly', interval: 1, end_occurrences: 2 },
      }),
    );
    expect((await pendingInvitations(ctx, me)).map((event) => event.id)).toEqual([series.id]);
  });

  it('keeps a series listed by its next instance while an earlier one is in progress', async () => {
    const { owner, friends } = await circle(ctx, 1);
    const me = friends[0]!;
    const first = hoursFromNow(ctx, -1 - 7 * 24); // weekly, two hours long: the second instance began under an hour ago
    const series = await createEvent(
      ctx,
      owner,
      eventPayload(ctx, eventCategory, {
        start_time: first,
        participant_ids: [me.user.id],
        is_recurring: true,
        recurring_pattern: { recurrence_type: 'weekly', interval: 1, end_occurrences: 3 },
      }),
    );
    expect(await pendingInvitations(ctx, me)).toEqual([
      expect.objectContaining({
        id: series.id,
        instance_start: new Date(Date.parse(first) + 14 * 24 * HOUR).toISOString(),
      }),
    ]);
  });

  it('needs a session', async () => {
    expect((await eventsApi(ctx, undefined).pending()).statusCode).toBe(401);
    expectNotFound(await eventsOf(ctx, await createVerifiedUser(ctx)).get('pending-invitation'));
  });
});
