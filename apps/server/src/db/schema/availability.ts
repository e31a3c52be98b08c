import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { savedLocations } from './locations';
import { users } from './users';

/**
 * Recurring (or one-time) stretches when a user is free. Times are wall-clock `HH:MM` in the
 * window's own IANA zone, so a weekly 18:00 stays 18:00 across DST changes (behaviour.md §5).
 */
export const availabilityWindows = pgTable(
  'availability_windows',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    window_name: text('window_name').notNull(),
    start_time: text('start_time').notNull(),
    end_time: text('end_time').notNull(),
    timezone: text('timezone').notNull(),
    location: text('location'),
    address: text('address').notNull(),
    /** The saved location the address came from, when it came from one (for coordinates). */
    location_id: uuid('location_id').references(() => savedLocations.id, { onDelete: 'set null' }),
    travel_preferences: jsonb('travel_preferences').$type<string[]>().notNull().default([]),
    max_travel_time_minutes: integer('max_travel_time_minutes').notNull().default(30),
    ending_type: text('ending_type').notNull().default('firm'),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }),
    is_repeating: boolean('is_repeating').notNull().default(false),
    frequency: text('frequency'),
    days_of_week: jsonb('days_of_week').$type<number[]>().notNull().default([]),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('availability_windows_user_idx').on(table.user_id),
    check('availability_windows_ending_type_check', sql`ending_type IN ('firm', 'soft')`),
    check(
      'availability_windows_frequency_check',
      sql`frequency IS NULL OR frequency IN ('daily', 'weekly', 'biweekly', 'monthly')`,
    ),
  ],
);

/** One date of a series changed on its own: new times, or cancelled. */
export const availabilityWindowExceptions = pgTable(
  'availability_window_exceptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    window_id: uuid('window_id')
      .notNull()
      .references(() => availabilityWindows.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    start_time: text('start_time'),
    end_time: text('end_time'),
  },
  (table) => [uniqueIndex('availability_window_exceptions_date_idx').on(table.window_id, table.date)],
);

/** Busy time: weekly on a weekday (0 = Monday), or once on a date, in the user's time zone. */
export const workingHours = pgTable(
  'working_hours',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    block_name: text('block_name').notNull(),
    is_recurring: boolean('is_recurring').notNull().default(true),
    day_of_week: integer('day_of_week'),
    date: date('date', { mode: 'string' }),
    start_time: text('start_time').notNull(),
    end_time: text('end_time').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('working_hours_user_idx').on(table.user_id),
    check(
      'working_hours_when_check',
      sql`(is_recurring AND day_of_week BETWEEN 0 AND 6) OR (NOT is_recurring AND date IS NOT NULL)`,
    ),
  ],
);

/** One date of a weekly working-hours entry changed on its own: new times, or cancelled. */
export const workingHoursExceptions = pgTable(
  'working_hours_exceptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    working_hours_id: uuid('working_hours_id')
      .notNull()
      .references(() => workingHours.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    start_time: text('start_time'),
    end_time: text('end_time'),
  },
  (table) => [uniqueIndex('working_hours_exceptions_date_idx').on(table.working_hours_id, table.date)],
);
