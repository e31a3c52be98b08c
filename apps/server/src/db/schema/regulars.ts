import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/**
 * A hangout made a regular thing (behaviour.md "Regular hangouts (issue 26)"): its organizer, the
 * friends on it at the time, how often, and the next period to plan (a local date in the
 * organizer's zone). Title, category, activity, place and length are read from the event itself.
 */
export const regulars = pgTable(
  'regulars',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    event_id: uuid('event_id')
      .notNull()
      .unique('regulars_event_unique')
      .references(() => events.id, { onDelete: 'cascade' }),
    organizer_id: uuid('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    member_ids: jsonb('member_ids').$type<string[]>().notNull(),
    cadence: text('cadence').notNull(),
    next_period_start: date('next_period_start', { mode: 'string' }).notNull(),
    stopped_at: timestamp('stopped_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('regulars_due_idx').on(table.next_period_start),
    check('regulars_cadence_check', sql`cadence IN ('week', 'two_weeks', 'month')`),
  ],
);

/**
 * Each period of a regular, planned once: the primary key is the guard (inserted in the transaction
 * that writes the suggestion or the "no time" notice). Who travelled furthest and who got the least
 * convenient time are what the next periods lean away from; `event_id` is the suggestion (null once
 * it is rejected or expires, or when there was no time).
 */
export const regularPeriods = pgTable(
  'regular_periods',
  {
    regular_id: uuid('regular_id')
      .notNull()
      .references(() => regulars.id, { onDelete: 'cascade' }),
    period_start: date('period_start', { mode: 'string' }).notNull(),
    event_id: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    furthest_ids: jsonb('furthest_ids').$type<string[]>().notNull(),
    least_convenient_ids: jsonb('least_convenient_ids').$type<string[]>().notNull(),
    explanation: text('explanation').notNull(),
    planned_at: timestamp('planned_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.regular_id, table.period_start] }),
    index('regular_periods_event_idx').on(table.event_id),
  ],
);
