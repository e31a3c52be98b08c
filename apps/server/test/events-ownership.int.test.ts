// Who may do what to an event (owner, participant, a friend not invited, a stranger, anonymous, on
// every route that takes an id), and leaving: DELETE /api/calendar/events/{id} and
// DELETE /api/calendar/events/{id}/participants (deletion, transfer of ownership, cancellation, decline).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMessages } from '@hangtime/core/events/schemas';
import { createTestApp, type TestContext } from './helpers/app';
import type { RegisteredUser } from './helpers/factories';
import {
  answer,
  categoryIds,
  circle,
  createEvent,
  eventMailKinds,
  eventNoticesOf,
  eventPayload,
  eventRow,
  eventsApi,
  eventsOf,
  getEvent,
  listEvents,
  pendingInvitations,
  usersDayOf,
} from './helpers/events';
import { expectNotFound } from './helpers/schedule';

let ctx: TestContext;
let eventCategory: number;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
  eventCategory = (await categoryIds(ctx, (await circle(ctx, 0)).owner)).Event!;
});
afterAll(() => ctx.close());

const payload = (overrides: Parameters<typeof eventPayload>[2] = {}) => eventPayload(ctx, eventCategory, overrides);
const MINUTE = 60_000;

/** An organizer's event with `count` invited friends (pending), plus the uninvited friend and a stranger. */
async function invited(count: number) {
  const people = await circle(ctx, count);
  const body = payload({ participant_ids: people.friends.map((friend) => friend.user.id) });
  const event = await createEvent(ctx, people.owner, body);
  return { ...people, event, body, day: usersDayOf(event.start_time) };
}
const idsIn = async (user: RegisteredUser, day: string) =>
  (await listEvents(ctx, user, day, day)).map((event) => event.id);
const statusOf = async (viewer: RegisteredUser, eventId: string, userId: string) =>
  (await getEvent(ctx, viewer, eventId)).participants.find((row) => row.user_id === userId);

describe('who may call what', () => {
  type Role = 'owner' | 'participant' | 'uninvited friend' | 'stranger' | 'anonymous';
  type Route = {
    name: string;
    call: (
      api: ReturnType<typeof eventsApi>,
      id: string,
      body: object,
    ) => ReturnType<ReturnType<typeof eventsApi>['get']>;
  };
  const routes: (Route & { expected: Record<Role, number> })[] = [
    {
      name: 'GET /events/{id}',
      call: (api, id) => api.get(id),
      expected: { owner: 200, participant: 200, 'uninvited friend': 404, stranger: 404, anonymous: 401 },
    },
    {
      name: 'GET /events/{id}/ics',
      call: (api, id) => api.ics(id),
      expected: { owner: 200, participant: 200, 'uninvited friend': 404, stranger: 404, anonymous: 401 },
    },
    {
      name: 'PUT /events/{id}',
      call: (api, id, body) => api.update(id, { ...body, title: 'Hijacked' }),
      expected: { owner: 200, participant: 403, 'uninvited friend': 404, stranger: 404, anonymous: 401 },
    },
    {
      name: 'DELETE /events/{id}',
      call: (api, id) => api.remove(id),
      expected: { owner: 200, participant: 403, 'uninvited friend': 404, stranger: 404, anonymous: 401 },
    },
    {
      name: 'DELETE /events/{id}/participants',
      call: (api, id) => api.leave(id),
      expected: { owner: 200, participant: 200, 'uninvited friend': 404, stranger: 404, anonymous: 401 },
    },
    {
      name: 'POST /rsvp',
      call: (api, id) => api.rsvp(id, 'accepted'),
      expected: { owner: 409, participant: 200, 'uninvited friend': 404, stranger: 404, anonymous: 401 },
    },
  ];

  it.each(routes)('$name', async ({ call, expected }) => {
    const { owner, friends, uninvited, stranger, event, body } = await invited(1);
    const tokens: Record<Role, string | undefined> = {
      participant: friends[0]!.token,
      owner: owner.token,
      'uninvited friend': uninvited.token,
      stranger: stranger.token,
      anonymous: undefined,
    };
    const roles = Object.keys(tokens) as Role[];
    const check = async (role: Role) => {
      const response = await call(eventsApi(ctx, tokens[role]), event.id, body);
      expect(response.statusCode, `${role}: ${response.body}`).toBe(expected[role]);
      if (expected[role] === 404) expect(response.json()).toEqual({ error: eventMessages.notFound, code: 'NOT_FOUND' });
      if (expected[role] === 403)
        expect(response.json()).toEqual({ error: eventMessages.onlyOwnerEdits, code: 'FORBIDDEN' });
    };
    // Refusals first, leaving the event as it was; then the allowed callers (the participant before the owner).
    for (const role of roles.filter((candidate) => expected[candidate] >= 300)) await check(role);
    expect(await getEvent(ctx, owner, event.id)).toMatchObject({ title: body.title, participants: event.participants });
    for (const role of roles.filter((candidate) => expected[candidate] < 300)) await check(role);
  });

  it.each(['not-a-uuid', '12345', '00000000-0000-4000-8000-000000000000', "1' OR '1'='1"])(
    'an id like %j is 404 on every route',
    async (id) => {
      const { owner, body } = await invited(0);
      for (const { call } of routes.filter((route) => route.name !== 'POST /rsvp'))
        expectNotFound(await call(eventsOf(ctx, owner), id, body));
    },
  );

  it("friends never see each other's events in their lists", async () => {
    const { uninvited, stranger, day, friends, owner, event } = await invited(1);
    expect(await idsIn(owner, day)).toEqual([event.id]);
    expect(await idsIn(friends[0]!, day)).toEqual([event.id]);
    expect(await idsIn(uninvited, day)).toEqual([]);
    expect(await idsIn(stranger, day)).toEqual([]);
    expect(await pendingInvitations(ctx, uninvited)).toEqual([]);
  });
});

describe("the organizer's delete", () => {
  it('deletes the event when the organizer is alone on it', async () => {
    const { owner, event, day } = await invited(0);
    const response = await eventsOf(ctx, owner).remove(event.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Event deleted' });
    expect(await eventRow(ctx, event.id)).toBeNull();
    expectNotFound(await eventsOf(ctx, owner).get(event.id));
    expect(await idsIn(owner, day)).toEqual([]);
  });

  it('through DELETE …/participants too', async () => {
    const { owner, event } = await invited(0);
    expect((await eventsOf(ctx, owner).leave(event.id)).json()).toEqual({ success: true, message: 'Event deleted' });
    expect(await eventRow(ctx, event.id)).toBeNull();
  });

  it('passes ownership to the participant who accepted first, and the organizer leaves', async () => {
    const { owner, friends, event, day } = await invited(3);
    const [late, early, maybe] = friends as [RegisteredUser, RegisteredUser, RegisteredUser];
    await answer(ctx, maybe, event.id, 'tentative');
    ctx.clock.advance(MINUTE);
    await answer(ctx, early, event.id, 'accepted');
    ctx.clock.advance(MINUTE);
    await answer(ctx, late, event.id, 'accepted');

    const response = await eventsOf(ctx, owner).remove(event.id);
    expect(response.json()).toEqual({
      success: true,
      message: 'You left the event; it goes on with the other participants',
    });
    const seen = await getEvent(ctx, early, event.id);
    expect(seen).toMatchObject({
      created_by: early.user.id,
      creator: { first_name: early.user.first_name },
      participant_status: 'accepted',
      status: 'active',
    });
    expect(seen.participants.map((row) => [row.user_id, row.role, row.status]).sort()).toEqual(
      [
        [early.user.id, 'owner', 'accepted'],
        [late.user.id, 'participant', 'accepted'],
        [maybe.user.id, 'participant', 'tentative'],
      ].sort(),
    );
    expectNotFound(await eventsOf(ctx, owner).get(event.id));
    expect(await idsIn(owner, day)).toEqual([]);
    expect(await idsIn(late, day)).toEqual([event.id]);
    // The new organizer now owns it: they edit, and the former one cannot.
    expect((await eventsOf(ctx, late).update(event.id, payload({ title: 'Mine now?' }))).statusCode).toBe(403);
    expect((await eventsOf(ctx, early).rsvp(event.id, 'declined')).statusCode).toBe(409);
  });

  it('passes it to the earliest tentative participant when nobody accepted', async () => {
    const { owner, friends, event } = await invited(3);
    const [pending, later, first] = friends as [RegisteredUser, RegisteredUser, RegisteredUser];
    await answer(ctx, first, event.id, 'tentative');
    ctx.clock.advance(MINUTE);
    await answer(ctx, later, event.id, 'tentative');
    expect((await eventsOf(ctx, owner).remove(event.id)).statusCode).toBe(200);
    expect(await getEvent(ctx, first, event.id)).toMatchObject({
      created_by: first.user.id,
      participant_status: 'accepted',
      needs_reconfirm: false,
    });
    expect(await statusOf(first, event.id, later.user.id)).toMatchObject({ role: 'participant', status: 'tentative' });
    expect(await statusOf(first, event.id, pending.user.id)).toMatchObject({ status: 'pending' });
  });

  it('lets the new organizer edit with the participants they inherited, friends of theirs or not', async () => {
    const { owner, friends, event, body } = await invited(2);
    const [heir, other] = friends as [RegisteredUser, RegisteredUser];
    await answer(ctx, heir, event.id, 'accepted');
    expect((await eventsOf(ctx, owner).remove(event.id)).statusCode).toBe(200);
    const response = await eventsOf(ctx, heir).update(event.id, {
      ...body,
      title: 'Still on',
      participant_ids: [other.user.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await getEvent(ctx, other, event.id)).toMatchObject({ title: 'Still on', participant_status: 'pending' });
  });

  it('cancels the event for everyone when nobody accepted or is tentative, and tells them', async () => {
    const { owner, friends, event, day } = await invited(2);
    const [pending, declined] = friends as [RegisteredUser, RegisteredUser];
    await answer(ctx, declined, event.id, 'declined');
    const response = await eventsOf(ctx, owner).remove(event.id);
    expect(response.json()).toEqual({ success: true, message: 'Event cancelled; the participants were told' });
    expect(await eventRow(ctx, event.id)).toMatchObject({ status: 'cancelled' });
    for (const friend of [pending, declined]) {
      expect((await eventNoticesOf(ctx, friend.user.id)).find((row) => row.type === 'event_cancelled')).toMatchObject({
        type: 'event_cancelled',
        title: 'Cancelled: Dinner at Lucia',
        message: 'Olive Owner cancelled this event.',
        data: { event_id: event.id, start_time: event.start_time },
      });
      expect(await eventMailKinds(ctx, friend.user.email)).toEqual(['event_invitation', 'event_cancelled']);
      expectNotFound(await eventsOf(ctx, friend).get(event.id));
      expect(await idsIn(friend, day)).toEqual([]);
    }
    expect(await pendingInvitations(ctx, pending)).toEqual([]);
    expect(await idsIn(owner, day)).toEqual([]);
    expectNotFound(await eventsOf(ctx, owner).ics(event.id));
    expect((await eventsOf(ctx, pending).rsvp(event.id, 'accepted')).statusCode).toBe(404);
  });
});

describe("a participant's leave", () => {
  it('declines, keeps the event in their list as declined, and asks nothing of the organizer', async () => {
    const { owner, friends, event, day } = await invited(1);
    const me = friends[0]!;
    await answer(ctx, me, event.id, 'accepted');
    const response = await eventsOf(ctx, me).leave(event.id);
    expect(response.json()).toEqual({ success: true, message: 'You left the event' });
    expect(await getEvent(ctx, me, event.id)).toMatchObject({
      participant_status: 'declined',
      status: 'active',
      created_by: owner.user.id,
    });
    expect((await listEvents(ctx, me, day, day)).map((seen) => seen.participant_status)).toEqual(['declined']);
    expect(await statusOf(owner, event.id, me.user.id)).toMatchObject({ status: 'declined', needs_reconfirm: false });
    expect(await eventRow(ctx, event.id)).toMatchObject({ status: 'active', created_by: owner.user.id });
  });

  it('declines a pending invitation, which then leaves the pending list', async () => {
    const { friends, event } = await invited(1);
    const me = friends[0]!;
    expect((await pendingInvitations(ctx, me)).map((seen) => seen.id)).toEqual([event.id]);
    expect((await eventsOf(ctx, me).leave(event.id)).statusCode).toBe(200);
    expect(await pendingInvitations(ctx, me)).toEqual([]);
  });
});
