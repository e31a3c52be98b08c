import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RecurringPattern } from '@hangtime/core/events/recurring-pattern';
import { users } from './users';

/** Event, Working Hours, Availability Windows, Blocks: seeded by a migration. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  color: text('color').notNull(),
  /** Personal categories are one person's own time: they take no participants. */
  is_personal: boolean('is_personal').notNull().default(false),
});

/**
 * An event, or the first occurrence of a recurring series (expanded when read). `created_by` is the
 * current organizer: ownership passes on when the organizer leaves (behaviour.md §6).
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    start_time: timestamp('start_time', { withTimezone: true }).notNull(),
    end_time: timestamp('end_time', { withTimezone: true }).notNull(),
    all_day: boolean('all_day').notNull().default(false),
    timezone: text('timezone').notNull(),
    location: text('location'),
    location_address: text('location_address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id),
    activity_category_id: integer('activity_category_id'),
    activity_subcategory_id: integer('activity_subcategory_id'),
    is_recurring: boolean('is_recurring').notNull().default(false),
    recurring_pattern: jsonb('recurring_pattern').$type<RecurringPattern>(),
    /** The last instant any occurrence can end; null for an endless series. Bounds range queries. */
    series_end: timestamp('series_end', { withTimezone: true }),
    source: text('source').notNull().default('manual'),
    status: text('status').notNull().default('active'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** RFC 5545's SEQUENCE: grows by one with every change, so calendar apps subscribed to the feed take the new version. */
    sequence: integer('sequence').notNull().default(0),
  },
  (table) => [
    index('events_range_idx').on(table.start_time, table.series_end),
    check('events_status_check', sql`status IN ('active', 'cancelled', 'suggested')`),
  ],
);

export const eventParticipants = pgTable(
  'event_participants',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    event_id: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('participant'),
    status: text('status').notNull().default('pending'),
    needs_reconfirm: boolean('needs_reconfirm').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    responded_at: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('event_participants_event_user_idx').on(table.event_id, table.user_id),
    index('event_participants_user_idx').on(table.user_id, table.status),
    check('event_participants_role_check', sql`role IN ('owner', 'participant')`),
    check('event_participants_status_check', sql`status IN ('pending', 'accepted', 'declined', 'tentative')`),
  ],
);
