type Person = { first_name: string; last_name: string; email: string };

/** "Alex Kim"; the email when an account has no name to show. */
export function formatPersonName(person: Person): string {
  const name = `${person.first_name} ${person.last_name}`.trim();
  return name || person.email;
}
