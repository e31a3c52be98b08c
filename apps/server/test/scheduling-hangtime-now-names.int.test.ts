// Names in one order (behaviour.md §8): the event lists the organizer first, then everyone else by
// first name, then last name; Hangtime Now!'s explanation names the invitees in that same order, so
// the success modal's "With" line and its "Why this plan" agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventView } from '@hangtime/core/events/schemas';
import { createTestApp, todayAt, type TestContext } from './helpers/app';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { makeFriends } from './helpers/friends';
import { getEvent } from './helpers/events';
import { addDailyWindow } from './helpers/schedule';
import { schedulingOf } from './helpers/scheduling';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ startAt: todayAt(NEW_YORK, '14:07') });
});
afterAll(() => ctx.close());

const NEW_YORK = 'America/New_York';

async function eveningPerson(first_name: string, last_name: string): Promise<RegisteredUser> {
  const person = await createVerifiedUser(ctx, { first_name, last_name, timezone: NEW_YORK });
  await addDailyWindow(ctx, person, { zone: NEW_YORK, from: '18:00', to: '22:00' });
  return person;
}

const fullName = (person: Pick<EventView['participants'][number], 'first_name' | 'last_name'>) =>
  `${person.first_name} ${person.last_name}`;

describe('names in one order', () => {
  it('lists the organizer, then the rest by first and last name, in the event and in the explanation alike', async () => {
    const yara = await eveningPerson('Yara', 'Organizer');
    // Befriended, and so invited, in an order that is not the names' order; two share a first name.
    const friends = [
      await eveningPerson('Dora', 'Vance'),
      await eveningPerson('bo', 'Quinn'),
      await eveningPerson('Cal', 'Zhou'),
      await eveningPerson('Cal', 'Ames'),
    ];
    for (const friend of friends) await makeFriends(ctx, yara, friend);

    const response = await schedulingOf(ctx, yara).hangtimeNow({});
    expect(response.statusCode, response.body).toBe(200);
    const { event, explanation } = response.json().data as { event: EventView; explanation: string };

    const expected = ['Yara Organizer', 'bo Quinn', 'Cal Ames', 'Cal Zhou', 'Dora Vance'];
    expect(event.participants.map(fullName)).toEqual(expected);
    // The explanation's first sentence names the invitees: the same order as the "With" line.
    expect(explanation).toMatch(/^bo Quinn, Cal Ames, Cal Zhou and Dora Vance are free with you on /);

    // Everyone reading the event, organizer or invitee, gets the same order.
    for (const reader of [yara, friends[2]!]) {
      expect((await getEvent(ctx, reader, event.id)).participants.map(fullName)).toEqual(expected);
    }
  });
});
