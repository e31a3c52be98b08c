import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/**
 * Busy time imported from a linked calendar or an ICS subscription (behaviour.md §8, §10): when,
 * and nothing else. No title or place is kept, so nothing about it can leak to a friend.
 * The Google link and the ICS subscriptions write it (modules/calendar-link); the engine reads it
 * as busy time.
 */
export const busyBlocks = pgTable(
  'busy_blocks',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    start_time: timestamp('start_time', { withTimezone: true }).notNull(),
    end_time: timestamp('end_time', { withTimezone: true }).notNull(),
    /** Where it came from, e.g. `google:{calendar row id}` or `ics:{subscription id}`, so a disconnect deletes its blocks. */
    source: text('source').notNull(),
    /** The source's own id of the busy time (a Google event instance), so a change replaces it; null for ICS, replaced whole. */
    external_id: text('external_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('busy_blocks_user_time_idx').on(table.user_id, table.start_time),
    uniqueIndex('busy_blocks_source_external_idx').on(table.source, table.external_id),
  ],
);

/** A suggested event's plan: whom accepting it would invite, and the slot it was planned in. */
export const eventSuggestions = pgTable('event_suggestions', {
  event_id: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  invitee_ids: jsonb('invitee_ids').$type<string[]>().notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Suggestions a person rejected: their times are not proposed to them again. */
export const rejectedSuggestionSlots = pgTable(
  'rejected_suggestion_slots',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    start_time: timestamp('start_time', { withTimezone: true }).notNull(),
    end_time: timestamp('end_time', { withTimezone: true }).notNull(),
    rejected_at: timestamp('rejected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.start_time, table.end_time] })],
);

/**
 * The first answer to a request carrying an `Idempotency-Key`, kept 10 minutes, so a repeated
 * request (a double click, a retry after a lost answer) gets it again instead of a second hangout.
 */
export const idempotentAnswers = pgTable(
  'idempotent_answers',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The route, so one key used on two calls does not mix their answers. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    status_code: integer('status_code'),
    body: jsonb('body'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.scope, table.key] }),
    index('idempotent_answers_created_idx').on(table.created_at),
  ],
);
