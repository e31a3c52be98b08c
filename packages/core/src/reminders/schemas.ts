// Contracts of reminders and nudges (behaviour.md "Reminders and nudges (issue 26)"): the
// organizer's follow-up of one event, its "Nudge" and quorum, and the person's mail switch.
import { z } from 'zod';

/** An organizer may nudge the people who have not answered once per this many hours. */
export const NUDGE_INTERVAL_HOURS = 24;
/** "Tell me when N people are in": N counts everyone who accepted, the organizer included. */
export const QUORUM_MIN = 2;
export const QUORUM_MAX = 101;

export const reminderMessages = {
  onlyOrganizer: 'Only the organizer can follow up on this event',
  nudgeTooSoon: 'You can nudge once a day. Try again later.',
  nobodyToNudge: 'Everyone has answered, so there is nobody to nudge.',
  eventOver: 'This event is over or cancelled.',
  quorumRange: `Choose a number from ${QUORUM_MIN} to ${QUORUM_MAX}`,
} as const;

export const followUpPerson = z.object({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type FollowUpPerson = z.infer<typeof followUpPerson>;

/** What the organizer sees below an event: who has not answered, the nudge, and the quorum. */
export const followUpView = z.object({
  /** Invitees whose answer is still pending, by first name. */
  not_answered: z.array(followUpPerson),
  /** Everyone who accepted, the organizer included. */
  accepted_count: z.number().int(),
  quorum: z.number().int().nullable(),
  /** When the organizer may nudge again (ISO); null when they may now. */
  next_nudge_at: z.string().nullable(),
});
export type FollowUpView = z.infer<typeof followUpView>;

export const followUpResponse = z.object({ follow_up: followUpView });
export const nudgeResponse = z.object({
  success: z.literal(true),
  /** How many people were nudged. */
  nudged: z.number().int(),
  follow_up: followUpView,
});

export const quorumBody = z.object({
  quorum: z
    .number({ error: reminderMessages.quorumRange })
    .int(reminderMessages.quorumRange)
    .min(QUORUM_MIN, reminderMessages.quorumRange)
    .max(QUORUM_MAX, reminderMessages.quorumRange)
    .nullable(),
});
export type QuorumBody = z.infer<typeof quorumBody>;

export const reminderSettingsView = z.object({
  /** Reminders and nudges by email; the bell shows them either way. */
  emails_enabled: z.boolean(),
});
export const reminderSettingsBody = z.object({
  emails_enabled: z.boolean({ error: 'emails_enabled must be true or false' }),
});
export const reminderSettingsResponse = z.object({ settings: reminderSettingsView });
export type ReminderSettingsView = z.infer<typeof reminderSettingsView>;
