import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One way of finding a kind of place in OpenStreetMap: every tag must match. */
export type OsmTagSet = Record<string, string>;

/** The activity taxonomy (seeded by a migration): category 1 is Restaurants, its subcategories cuisines. */
export const activityCategories = pgTable('activity_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull(),
});

export const activitySubcategories = pgTable(
  'activity_subcategories',
  {
    id: serial('id').primaryKey(),
    category_id: integer('category_id')
      .notNull()
      .references(() => activityCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Alternatives that find this kind of place (any one matches); empty for activities at home. */
    osm_tags: jsonb('osm_tags').$type<OsmTagSet[]>().notNull().default([]),
    /** Seeded popularity: breaks ties in most-liked (lower is more popular). */
    popularity_rank: integer('popularity_rank').notNull(),
  },
  (table) => [index('activity_subcategories_category_idx').on(table.category_id)],
);

/** A user's rating of a subcategory: like or dislike; "unsure" is the absence of a row. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subcategory_id: integer('subcategory_id')
      .notNull()
      .references(() => activitySubcategories.id, { onDelete: 'cascade' }),
    rating: text('rating').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.subcategory_id] }),
    index('user_preferences_subcategory_idx').on(table.subcategory_id, table.rating),
    check('user_preferences_rating_check', sql`rating IN ('like', 'dislike')`),
  ],
);
