// When a reminder or a nudge is due (behaviour.md "Reminders and nudges (issue 26)"): pure rules
// over instants, so the sweep only asks them and a table test reads them.
const HOUR = 3600_000;

export const REMINDER_LEADS = { reminder_24h: 24 * HOUR, reminder_1h: HOUR } as const;
export type ReminderKind = keyof typeof REMINDER_LEADS;
/** How far ahead the sweep looks for occurrences: the longest lead. */
export const LOOKAHEAD_MS = REMINDER_LEADS.reminder_24h;
/** The automatic nudge waits at most this long after the invitation. */
export const NUDGE_AFTER_MS = 24 * HOUR;

/**
 * The reminder due now for an occurrence, if any. The day-before one is due from 24 hours before
 * the start until the hour-before one takes over; each only for a person who had accepted by its
 * moment, so a yes given inside the window is not answered with a reminder of what was just said.
 */
export function dueReminder(occurrenceStart: Date, now: Date, acceptedAt: Date | null): ReminderKind | null {
  const left = occurrenceStart.getTime() - now.getTime();
  if (left <= 0) return null;
  const kind: ReminderKind = left <= REMINDER_LEADS.reminder_1h ? 'reminder_1h' : 'reminder_24h';
  if (left > REMINDER_LEADS[kind]) return null;
  const moment = occurrenceStart.getTime() - REMINDER_LEADS[kind];
  return acceptedAt && acceptedAt.getTime() <= moment ? kind : null;
}

/** An invitation still pending is nudged 24 hours after it was sent, or halfway to the start if sooner. */
export function nudgeDueAt(invitedAt: Date, start: Date): Date {
  const halfway = (start.getTime() - invitedAt.getTime()) / 2;
  return new Date(invitedAt.getTime() + Math.max(0, Math.min(NUDGE_AFTER_MS, halfway)));
}
