import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's saved places. Coordinates come from the geocoder when it can place the address; an
 * address it cannot place is kept with null coordinates and left out of travel-time estimates.
 */
export const savedLocations = pgTable(
  'saved_locations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    location_name: text('location_name').notNull(),
    street_address: text('street_address').notNull(),
    address_line_2: text('address_line_2'),
    city: text('city').notNull(),
    state_province: text('state_province').notNull(),
    country: text('country').notNull().default('United States'),
    postal_code: text('postal_code').notNull(),
    description: text('description'),
    transportation_options: jsonb('transportation_options').$type<string[]>().notNull().default([]),
    is_default: boolean('is_default').notNull().default(false),
    // The owner offers it as the place of a hangout Hangtime plans (behaviour.md §8): off until they
    // say so, because invitees are sent its street address.
    happy_to_host: boolean('happy_to_host').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_locations_user_idx').on(table.user_id),
    // At most one default per user, even when two saves race.
    uniqueIndex('saved_locations_one_default_idx')
      .on(table.user_id)
      .where(sql`is_default`),
  ],
);
