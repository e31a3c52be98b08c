// The bell's line for a weekly suggestion (behaviour.md §8, "Suggestions"). The event's own title
// already starts with "Hangtime" ("Hangtime: Mace", "Hangtime at Nora’s"), so the notice replaces
// that word instead of repeating it: "Suggested hangout: Mace, Fri 9 PM", not "Suggested hangout:
// Hangtime: Mace".

const PREFIX = 'Hangtime';

/** "Fri 9 PM", "Fri 9:30 PM": the day and hour in the reader's zone (the message has the full date). */
export function formatShortWhen(start: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone })
    .format(start)
    .replace(':00', '');
  return text.replace(/\s+/g, ' ');
}

/** "Hangtime: Mace" → "Suggested hangout: Mace, Fri 9 PM"; "Hangtime" → "Suggested hangout, Fri 9 PM". */
export function suggestionNoticeTitle(eventTitle: string, start: Date, timeZone: string): string {
  const title = eventTitle.trim();
  const rest = title === PREFIX || /^Hangtime[: ]/.test(title) ? title.slice(PREFIX.length) : `: ${title}`;
  return `Suggested hangout${rest}, ${formatShortWhen(start, timeZone)}`;
}
