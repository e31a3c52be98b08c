import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One row per side of a friendship: each side keeps its own priority and hangout style. */
export const friendships = pgTable(
  'friendships',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
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
  (table) => [
    uniqueIndex('friendships_pair_idx').on(table.user_id, table.friend_id),
    check('friendships_hangout_style_check', sql`hangout_style IN ('solo_only', 'groups_only', 'either')`),
  ],
);

/**
 * Friend requests. A request to someone without an account is an invitation: it names an
 * email or phone instead of a recipient, and becomes a request to them when they register.
 * Every request keeps the address its sender typed, so the sender's list never shows more.
 *
 * The partial unique indexes hold the rules that two requests racing each other could break:
 * between two members at most one pending request, whichever way round (so two people asking
 * each other at once end as friends, not as two requests), and at most one pending invitation
 * per sender and address.
 */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
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
    uniqueIndex('friend_requests_pending_pair_idx')
      .on(sql`least("sender_id", "recipient_id")`, sql`greatest("sender_id", "recipient_id")`)
      .where(sql`status = 'pending' AND recipient_id IS NOT NULL`),
    uniqueIndex('friend_requests_pending_email_invitation_idx')
      .on(table.sender_id, table.recipient_email)
      .where(sql`status = 'pending' AND recipient_id IS NULL AND recipient_email IS NOT NULL`),
    uniqueIndex('friend_requests_pending_phone_invitation_idx')
      .on(table.sender_id, table.recipient_phone)
      .where(sql`status = 'pending' AND recipient_id IS NULL AND recipient_phone IS NOT NULL`),
    check('friend_requests_status_check', sql`status IN ('pending', 'accepted', 'declined', 'cancelled')`),
    check(
      'friend_requests_addressed_check',
      sql`recipient_id IS NOT NULL OR recipient_email IS NOT NULL OR recipient_phone IS NOT NULL`,
    ),
  ],
);
