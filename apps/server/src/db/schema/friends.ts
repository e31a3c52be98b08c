import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One row per side of a friendship: each side keeps its own priority and hangout style. */
export const friendships = pgTable(
  'friendships',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friend_id: uuid('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    priority: boolean('priority').notNull().default(false),
    hangout_style: text('hangout_style').notNull().default('either'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('friendships_pair_idx').on(table.user_id, table.friend_id)],
);

/**
 * Friend requests. A request to someone without an account is an invitation: it names an
 * email or phone instead of a recipient, and becomes a request to them when they register.
 */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    sender_id: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipient_id: uuid('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    recipient_email: text('recipient_email'),
    recipient_phone: text('recipient_phone'),
    status: text('status').notNull().default('pending'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    responded_at: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    index('friend_requests_recipient_idx').on(table.recipient_id, table.status),
    index('friend_requests_sender_idx').on(table.sender_id, table.status),
    index('friend_requests_email_idx').on(table.recipient_email),
    index('friend_requests_phone_idx').on(table.recipient_phone),
  ],
);
