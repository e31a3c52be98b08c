import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Beta gate codes, created by the admin script; uses are consumed atomically. */
export const promoCodes = pgTable('promo_codes', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  code: text('code').notNull().unique(),
  max_uses: integer('max_uses').notNull(),
  uses: integer('uses').notNull().default(0),
  expires_at: timestamp('expires_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const emailOptOuts = pgTable('email_opt_outs', {
  email: text('email').primaryKey(),
  reason: text('reason'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
