// The one order people are listed in (behaviour.md §8, "Names in one order"): an event's
// participants and Hangtime Now!'s explanation both follow it, so "With" and "Why this plan" agree.

export type Named = { first_name: string; last_name: string };

// Case and accents do not decide ("ana" beside "Ana", "Émile" beside "Emile"); digits count as numbers.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A copy by first name, then last name, A to Z; namesakes by `idOf`, so every reader lists them alike. */
export function sortByName<T extends Named>(people: readonly T[], idOf: (person: T) => string): T[] {
  return [...people].sort(
    (a, b) =>
      collator.compare(a.first_name, b.first_name) ||
      collator.compare(a.last_name, b.last_name) ||
      compareIds(idOf(a), idOf(b)),
  );
}

/** An event's participants: the organizer first, then everyone else by name. */
export function orderParticipants<T extends Named & { user_id: string; role: string }>(
  participants: readonly T[],
): T[] {
  const owners = participants.filter((person) => person.role === 'owner');
  const others = participants.filter((person) => person.role !== 'owner');
  return [...owners, ...sortByName(others, (person) => person.user_id)];
}
