import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The devices that take a person's push notifications (behaviour.md "Installable app and push
 * notifications"). An endpoint belongs to one person at a time: the browser that subscribes it
 * again for someone else (another account signed in) takes it over.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.user_id, table.created_at)],
);

/** Which kinds a person wants pushed; no row means all four. */
export const pushPreferences = pgTable('push_preferences', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  invitations: boolean('invitations').notNull().default(true),
  reminders: boolean('reminders').notNull().default(true),
  nudges: boolean('nudges').notNull().default(true),
  changes: boolean('changes').notNull().default(true),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
});
