// What an initials avatar shows: up to two letters from a person's name, and a colour that is
// always the same for the same person, so a face can be recognised across lists.

/**
 * The first letter of the first and of the last word; an email's first letter, and "#" for a
 * phone number (digits are no one's initials).
 */
export function personInitials(name: string): string {
  if (!/\p{L}/u.test(name)) return /\p{N}/u.test(name) ? '#' : '?';
  const words = name
    .trim()
    .split(/[\s@._-]+/u)
    .filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return '?';
  const first = firstLetter(words[0]!);
  const last = words.length > 1 && !name.includes('@') ? firstLetter(words[words.length - 1]!) : '';
  return (first + last).toLocaleUpperCase();
}

function firstLetter(word: string): string {
  return word.match(/\p{L}/u)?.[0] ?? '';
}

/** Mantine colours that keep white initials legible, in a fixed order. */
export const avatarColors = [
  'indigo',
  'teal',
  'grape',
  'orange',
  'cyan',
  'pink',
  'blue',
  'green',
  'violet',
  'red',
] as const;

/** The same key (a user id, or the name when there is none) always gives the same colour. */
export function avatarColor(key: string): (typeof avatarColors)[number] {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return avatarColors[hash % avatarColors.length]!;
}
