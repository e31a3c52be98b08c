import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// The calendar link and feeds (behaviour.md §10). Every secret here (Google's tokens, an ICS
// subscription's address, the personal feed's address) is kept encrypted with the server's key
// (lib/secret-box.ts), and what is looked up by a secret is looked up by its SHA-256.

/** A person's grant to read their Google calendars: one per person. */
export const googleCalendarLinks = pgTable('google_calendar_links', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  access_token: text('access_token').notNull(),
  access_token_expires_at: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
  /** Null when Google gave none (a later grant without `prompt=consent`); then the link lasts as long as the access token. */
  refresh_token: text('refresh_token'),
  /** `connected`, or `reconnect` once Google refused the grant (revoked or expired). */
  state: text('state').notNull().default('connected'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One of the person's Google calendars, and where its incremental sync stands. */
export const googleCalendars = pgTable(
  'google_calendars',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Google's id of the calendar. */
    calendar_id: text('calendar_id').notNull(),
    calendar_name: text('calendar_name').notNull(),
    /** The calendar's IANA zone: all-day events are busy from midnight to midnight there. */
    time_zone: text('time_zone').notNull(),
    selected: boolean('selected').notNull().default(true),
    /** Google's token for the next incremental sync; null before the first full sync (or after a 410). */
    sync_token: text('sync_token'),
    last_synced_at: timestamp('last_synced_at', { withTimezone: true }),
    last_error: text('last_error'),
    /** Failed syncs in a row, for the backoff of the periodic job. */
    failures: integer('failures').notNull().default(0),
    next_sync_at: timestamp('next_sync_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('google_calendars_user_calendar_idx').on(table.user_id, table.calendar_id)],
);

/** A calendar someone subscribes to by its secret iCal address. */
export const calendarSubscriptions = pgTable(
  'calendar_subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address, encrypted. */
    url: text('url').notNull(),
    /** SHA-256 of the normalised address: one subscription per address and person. */
    url_hash: text('url_hash').notNull(),
    masked_url: text('masked_url').notNull(),
    etag: text('etag'),
    last_modified: text('last_modified'),
    last_fetched_at: timestamp('last_fetched_at', { withTimezone: true }),
    last_result: text('last_result'),
    last_error: text('last_error'),
    failures: integer('failures').notNull().default(0),
    next_fetch_at: timestamp('next_fetch_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('calendar_subscriptions_user_url_idx').on(table.user_id, table.url_hash)],
);

/** The secret address of a person's own hangouts feed; a new one replaces the old. */
export const calendarFeeds = pgTable('calendar_feeds', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token_hash: text('token_hash').notNull().unique(),
  /** The token, encrypted, so the profile can show the address again. */
  token: text('token').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A Google sign-in in progress: the `state` sent to Google (by its hash) leads the callback, which
 * carries no session, back to the person and the PKCE verifier. Used once, within 10 minutes.
 */
export const googleOauthStates = pgTable('google_oauth_states', {
  state_hash: text('state_hash').primaryKey(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  code_verifier: text('code_verifier').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});
