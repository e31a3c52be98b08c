// The bell's small texts (spec accounts-and-shell §2 Notification bell, §9).

export const DESCRIPTION_LIMIT = 50;
export const BADGE_CAP = 9;
const ELLIPSIS = '...';

/** A description cut at 50 characters, with an ellipsis when something was cut. */
export function truncateDescription(text: string): string {
  // By code point, so an emoji is never split in half.
  const characters = Array.from(text);
  if (characters.length <= DESCRIPTION_LIMIT) return text;
  return `${characters.slice(0, DESCRIPTION_LIMIT).join('').trimEnd()}${ELLIPSIS}`;
}

/** "1" … "9", then "9+". */
export function badgeLabel(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** The dropdown's header: "N Item(s)" or "No Notifications". */
export function headerLabel(count: number): string {
  return count > 0 ? `${count} Item(s)` : 'No Notifications';
}
