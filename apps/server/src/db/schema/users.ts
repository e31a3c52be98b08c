import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  email: text('email').notNull().unique(),
  phone_number: text('phone_number').unique(),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull(),
  password_hash: text('password_hash').notNull(),
  birthday: date('birthday', { mode: 'string' }),
  gender: text('gender'),
  timezone: text('timezone').notNull().default('UTC'),
  email_verified: boolean('email_verified').notNull().default(false),
  referral_code: text('referral_code').notNull().unique(),
  /** Whether the weekly job may propose hangouts to this person (behaviour.md §8, Suggestions). */
  suggestions_enabled: boolean('suggestions_enabled').notNull().default(true),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Opaque bearer sessions: only the SHA-256 of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.user_id)],
);

/** Email-verification and password-reset codes, hashed, single use, limited tries. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('one_time_codes_user_purpose_idx').on(table.user_id, table.purpose)],
);

/**
 * Every code send request per address, known account or not, so the send limits answer the
 * same for addresses that have no account (no enumeration).
 */
export const codeSends = pgTable(
  'code_sends',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    address: text('address').notNull(),
    purpose: text('purpose').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('code_sends_address_idx').on(table.address, table.purpose, table.sent_at)],
);
