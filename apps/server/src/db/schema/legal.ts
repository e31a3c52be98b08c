import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Versioned terms of use (kind 'terms') and privacy policies (kind 'privacy'). */
export const legalDocuments = pgTable('legal_documents', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  version: text('version').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  is_active: boolean('is_active').notNull().default(false),
  effective_date: date('effective_date', { mode: 'string' }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    terms_id: integer('terms_id')
      .notNull()
      .references(() => legalDocuments.id),
    accepted_at: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('terms_acceptances_user_idx').on(table.user_id)],
);
