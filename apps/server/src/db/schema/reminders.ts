import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/**
 * Every reminder, nudge and organizer notice the sweep has sent (behaviour.md "Reminders and nudges
 * (issue 26)"). The unique key is the guard that makes them exactly once: the row is inserted with
 * ON CONFLICT DO NOTHING in the transaction that writes the bell row and queues the mail, so two
 * instances or a retried job never send one twice. `occurrence_start` names the occurrence of a
 * reminder (a moved event's occurrences are new ones); it is null for what is said once per event.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    event_id: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    occurrence_start: timestamp('occurrence_start', { withTimezone: true }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('reminders_sent_once')
      .on(table.event_id, table.occurrence_start, table.user_id, table.kind)
      .nullsNotDistinct(),
    check(
      'reminders_sent_kind_check',
      sql`kind IN ('reminder_24h', 'reminder_1h', 'nudge', 'everyone_answered', 'quorum_reached')`,
    ),
  ],
);

/** The organizer's follow-up settings of one event: the quorum to be told of, and the last "Nudge". */
export const eventFollowUps = pgTable(
  'event_follow_ups',
  {
    event_id: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** "Tell me when N people are in" (the organizer counted); null when not asked. */
    quorum: integer('quorum'),
    /** When the organizer last nudged: once a day per event. */
    last_nudged_at: timestamp('last_nudged_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  () => [check('event_follow_ups_quorum_check', sql`quorum IS NULL OR quorum BETWEEN 2 AND 101`)],
);

/** A person's switch for reminder and nudge mail; no row means on (the bell rows come either way). */
export const reminderSettings = pgTable('reminder_settings', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emails_enabled: boolean('emails_enabled').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
});
