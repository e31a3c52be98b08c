// POST /api/calendar/restaurant-subtypes (behaviour.md §9): the group's likes, dislikes leaving a
// subtype out, the unfiltered list, friends only (404 without saying who), 400 and 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placesMessages } from '@hangtime/core/places/schemas';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { makeFriends } from './helpers/friends';
import { placesApi, placesOf, rate, SUBTYPE, subtypesFor } from './helpers/places';
import { expectFieldError } from './helpers/schedule';

let ctx: TestContext;
let ana: RegisteredUser;
let ben: RegisteredUser;
let cleo: RegisteredUser;
let stranger: RegisteredUser;

beforeAll(async () => {
  ctx = await createTestApp();
  const person = (first_name: string) => createVerifiedUser(ctx, { first_name, last_name: 'Taste' });
  [ana, ben, cleo, stranger] = await Promise.all([person('Ana'), person('Ben'), person('Cleo'), person('Stranger')]);
  await makeFriends(ctx, ana, ben);
  await makeFriends(ctx, ana, cleo);
  await rate(ctx, ana, { [SUBTYPE.thai]: 'like', [SUBTYPE.sushi]: 'like', [SUBTYPE.pizza]: 'like' });
  await rate(ctx, ben, { [SUBTYPE.thai]: 'like', [SUBTYPE.sushi]: 'like', [SUBTYPE.korean]: 'like' });
  await rate(ctx, cleo, { [SUBTYPE.thai]: 'like', [SUBTYPE.pizza]: 'dislike' });
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /api/calendar/restaurant-subtypes', () => {
  it('answers every Restaurants subtype with a count of 0 for {}', async () => {
    const subtypes = await subtypesFor(ctx, ana, {});
    expect(subtypes.length).toBeGreaterThanOrEqual(20);
    expect(subtypes.every((subtype) => subtype.thumbs_up_count === 0)).toBe(true);
    expect(subtypes.map((subtype) => subtype.name)).toEqual(
      expect.arrayContaining(['Pizza', 'Italian', 'Thai', 'Sushi', 'Korean']),
    );
    expect(subtypes.map((subtype) => subtype.name)).not.toContain('Bowling');
  });

  it('counts how many of the caller and the friends like each, most liked first', async () => {
    const subtypes = await subtypesFor(ctx, ana, { user_ids: [ben.user.id] });
    // Ties follow the most-liked order of all users, which other test files move on a shared database.
    const byName = (list: typeof subtypes) => [...list].sort((a, b) => a.name.localeCompare(b.name));
    expect(byName(subtypes.slice(0, 2))).toEqual([
      { id: SUBTYPE.sushi, name: 'Sushi', thumbs_up_count: 2 },
      { id: SUBTYPE.thai, name: 'Thai', thumbs_up_count: 2 },
    ]);
    expect(byName(subtypes.slice(2, 4))).toEqual([
      { id: SUBTYPE.korean, name: 'Korean', thumbs_up_count: 1 },
      { id: SUBTYPE.pizza, name: 'Pizza', thumbs_up_count: 1 },
    ]);
    expect(subtypes.slice(4).every((subtype) => subtype.thumbs_up_count === 0)).toBe(true);
  });

  it('leaves out a subtype that anyone in the group dislikes', async () => {
    const subtypes = await subtypesFor(ctx, ana, { user_ids: [ben.user.id, cleo.user.id] });
    expect(subtypes.map((subtype) => subtype.id)).not.toContain(SUBTYPE.pizza);
    expect(subtypes[0]).toEqual({ id: SUBTYPE.thai, name: 'Thai', thumbs_up_count: 3 });
  });

  it('answers 404 Friend not found for someone who is not a friend, and the same for no account at all', async () => {
    const notFriend = await placesOf(ctx, ana).restaurantSubtypes({ user_ids: [ben.user.id, stranger.user.id] });
    const nobody = await placesOf(ctx, ana).restaurantSubtypes({ user_ids: ['00000000-0000-4000-8000-000000000000'] });
    const notAnId = await placesOf(ctx, ana).restaurantSubtypes({ user_ids: ['robert'] });
    for (const response of [notFriend, nobody, notAnId]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ error: placesMessages.friendNotFound, code: 'NOT_FOUND' });
    }
  });

  it('is not fooled by naming oneself', async () => {
    const subtypes = await subtypesFor(ctx, ana, { user_ids: [ana.user.id] });
    expect(subtypes.find((subtype) => subtype.id === SUBTYPE.thai)?.thumbs_up_count).toBe(1);
  });

  it('rejects a malformed user_ids with 400 naming the field', async () => {
    expectFieldError(
      await placesOf(ctx, ana).restaurantSubtypes({ user_ids: 'ben' }),
      'user_ids',
      placesMessages.userIdsInvalid,
    );
    const many = Array.from({ length: 21 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    expectFieldError(
      await placesOf(ctx, ana).restaurantSubtypes({ user_ids: many }),
      'user_ids',
      placesMessages.userIdsInvalid,
    );
  });

  it('answers 401 without a token', async () => {
    const response = await placesApi(ctx, undefined).restaurantSubtypes({});
    expect(response.statusCode).toBe(401);
  });
});
