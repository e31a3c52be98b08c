// Emails stay between friends (issue 25): on an event, each participant sees their own email and
// their friends', and names only for everyone else; the same in pending invitations, and the
// organizer's email in the .ics only for the organizer's friends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventView } from '@hangtime/core/events/schemas';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import {
  categoryIds,
  circle,
  createEvent,
  eventPayload,
  eventsOf,
  getEvent,
  pendingInvitations,
} from './helpers/events';
import { apiOf, friendshipId, makeFriends } from './helpers/friends';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ withWorkers: false });
});
afterAll(async () => {
  await ctx.close();
});

/** Each participant's email as `viewer` sees it, by first name. */
const emailsSeen = (event: EventView) =>
  Object.fromEntries(event.participants.map((person) => [person.first_name, person.email]));

describe('participants’ emails', () => {
  let owner: RegisteredUser;
  let ben: RegisteredUser;
  let cleo: RegisteredUser;
  let event: EventView;

  beforeAll(async () => {
    const world = await circle(ctx, 2);
    owner = world.owner;
    [ben, cleo] = world.friends as [RegisteredUser, RegisteredUser];
    const categories = await categoryIds(ctx, owner);
    event = await createEvent(
      ctx,
      owner,
      eventPayload(ctx, categories.Event!, { participant_ids: [ben.user.id, cleo.user.id] }),
    );
  });

  it('shows the organizer everyone’s, all being friends', async () => {
    expect(emailsSeen(await getEvent(ctx, owner, event.id))).toEqual({
      Olive: owner.user.email,
      Friend1: ben.user.email,
      Friend2: cleo.user.email,
    });
  });

  it('shows a guest their own and their friends’ only: names alone for a guest they do not know', async () => {
    expect(emailsSeen(await getEvent(ctx, ben, event.id))).toEqual({
      Olive: owner.user.email,
      Friend1: ben.user.email,
      Friend2: null,
    });
    const [invitation] = (await pendingInvitations(ctx, ben)).filter((pending) => pending.id === event.id);
    expect(emailsSeen(invitation!)).toEqual({ Olive: owner.user.email, Friend1: ben.user.email, Friend2: null });
  });

  it('shows emails once the guests become friends', async () => {
    const dora = await createVerifiedUser(ctx, { first_name: 'Dora', last_name: 'Guest' });
    const eli = await createVerifiedUser(ctx, { first_name: 'Eli', last_name: 'Guest' });
    await makeFriends(ctx, owner, dora);
    await makeFriends(ctx, owner, eli);
    const categories = await categoryIds(ctx, owner);
    const party = await createEvent(
      ctx,
      owner,
      eventPayload(ctx, categories.Event!, { participant_ids: [dora.user.id, eli.user.id] }),
    );
    expect(emailsSeen(await getEvent(ctx, dora, party.id)).Eli).toBeNull();
    await makeFriends(ctx, dora, eli);
    expect(emailsSeen(await getEvent(ctx, dora, party.id)).Eli).toBe(eli.user.email);
  });

  it('puts the organizer’s email in the .ics only for the organizer’s friends', async () => {
    const withFriend = await eventsOf(ctx, cleo).ics(event.id);
    expect(withFriend.statusCode).toBe(200);
    expect(withFriend.body).toContain(`ORGANIZER:mailto:${owner.user.email}`);

    const id = await friendshipId(ctx, cleo.user.id, owner.user.id);
    expect((await apiOf(ctx, cleo).remove(id!)).statusCode).toBe(200);
    const afterUnfriending = await eventsOf(ctx, cleo).ics(event.id);
    expect(afterUnfriending.statusCode).toBe(200);
    expect(afterUnfriending.body).not.toContain(owner.user.email);
    expect(emailsSeen(await getEvent(ctx, cleo, event.id)).Olive).toBeNull();
  });
});
