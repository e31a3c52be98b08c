import { describe, expect, it } from 'vitest';
import { orderParticipants, sortByName } from './name-order';

const person = (user_id: string, first_name: string, last_name: string, role = 'participant') => ({
  user_id,
  first_name,
  last_name,
  role,
});

describe('sortByName', () => {
  it('orders by first name, then last name, ignoring case and accents, numbers as numbers', () => {
    const people = [
      person('1', 'ben', 'Zed'),
      person('2', 'Émile', 'Roy'),
      person('3', 'Ana', 'Lee'),
      person('4', 'Ben', 'Adams'),
      person('5', 'Ana 10', 'X'),
      person('6', 'Ana 9', 'X'),
      person('7', 'Emily', 'Roy'),
    ];
    const names = sortByName(people, (p) => p.user_id).map((p) => `${p.first_name} ${p.last_name}`);
    expect(names).toEqual(['Ana Lee', 'Ana 9 X', 'Ana 10 X', 'Ben Adams', 'ben Zed', 'Émile Roy', 'Emily Roy']);
  });

  it('keeps namesakes in id order whatever order they came in, and never changes its input', () => {
    const a = person('a', 'Sam', 'Reed');
    const b = person('b', 'Sam', 'Reed');
    const input = [b, a];
    expect(sortByName(input, (p) => p.user_id)).toEqual([a, b]);
    expect(sortByName([a, b], (p) => p.user_id)).toEqual([a, b]);
    expect(input).toEqual([b, a]);
  });
});

describe('orderParticipants', () => {
  it('lists the organizer first, then everyone else by name, whatever the order they were added in', () => {
    const ordered = orderParticipants([
      person('z', 'Zoe', 'Ng'),
      person('o', 'Yuri', 'Owner', 'owner'),
      person('c', 'Cam', 'Diaz'),
      person('a', 'Ana', 'Park'),
    ]);
    expect(ordered.map((p) => p.first_name)).toEqual(['Yuri', 'Ana', 'Cam', 'Zoe']);
  });
});
