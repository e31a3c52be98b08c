import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mail written instead of sent when no SMTP server is configured (read at GET /dev/mail). */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  to_address: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text_body: text('text_body').notNull(),
  html_body: text('html_body').notNull(),
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Shared rate-limit counters, so every instance behind a load balancer sees the same counts.
 * Unlogged (migration 0008): every API call writes one, and they need no crash safety.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  reset_at: bigint('reset_at', { mode: 'number' }).notNull(),
});
