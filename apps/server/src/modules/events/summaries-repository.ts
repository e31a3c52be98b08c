// The calendar's range read (docs/architecture.md, "Reading the calendar"): a user's events in a
// range with what a summary shows beside each, in one query of SQL read with queryManyRows.
import { sql, type SQL } from 'drizzle-orm';
import { queryManyRows, type DatabaseKind, type Db } from '../../db/client';
import type { events } from '../../db/schema';

type EventRow = typeof events.$inferSelect;

/** The event's columns a summary shows or places in a range by. */
export type SummaryEventRow = Omit<EventRow, 'series_end' | 'updated_at' | 'sequence'>;

/** An event in a range read, with the reader's part in it (repository.listSummariesForUserBetween). */
export type EventSummaryRow = {
  event: SummaryEventRow;
  status: string;
  needs_reconfirm: boolean;
  creator_first_name: string;
  creator_last_name: string;
  awaiting_others: boolean;
  category: { id: number; name: string; color: string };
};

/** A row of the range read's SQL, as both drivers return it. */
type RawSummary = Omit<SummaryEventRow, 'start_time' | 'end_time' | 'created_at'> & {
  start_ms: number;
  end_ms: number;
  created_ms: number;
  my_status: string;
  my_needs_reconfirm: boolean;
  creator_first_name: string;
  creator_last_name: string;
  category_name: string;
  category_color: string;
  awaiting_others: boolean;
};

/** Instants as epoch milliseconds: a number both drivers return alike, cheaper to read than a timestamp. */
const epochMs = (column: SQL) => sql`floor(extract(epoch FROM ${column}) * 1000)::float8`;

/** What the range read selects, over `mine` (the reader's participation), `e`, `organizer` and `c`. */
function summaryColumns(readerId: string): { [Name in keyof RawSummary]: SQL } {
  return {
    id: sql`e.id`,
    created_by: sql`e.created_by`,
    title: sql`e.title`,
    description: sql`e.description`,
    all_day: sql`e.all_day`,
    timezone: sql`e.timezone`,
    location: sql`e.location`,
    location_address: sql`e.location_address`,
    latitude: sql`e.latitude`,
    longitude: sql`e.longitude`,
    category_id: sql`e.category_id`,
    activity_category_id: sql`e.activity_category_id`,
    activity_subcategory_id: sql`e.activity_subcategory_id`,
    is_recurring: sql`e.is_recurring`,
    recurring_pattern: sql`e.recurring_pattern`,
    source: sql`e.source`,
    status: sql`e.status`,
    start_ms: epochMs(sql`e.start_time`),
    end_ms: epochMs(sql`e.end_time`),
    created_ms: epochMs(sql`e.created_at`),
    my_status: sql`mine.status`,
    my_needs_reconfirm: sql`mine.needs_reconfirm`,
    creator_first_name: sql`organizer.first_name`,
    creator_last_name: sql`organizer.last_name`,
    category_name: sql`c.name`,
    category_color: sql`c.color`,
    // An aggregate without GROUP BY gives one row, kept by HAVING only when there are other
    // participants (bool_and of none is null) and none of them accepted.
    awaiting_others: sql`(e.created_by = ${readerId} AND EXISTS (
      SELECT 1 FROM event_participants others
      WHERE others.event_id = e.id AND others.user_id <> e.created_by
      HAVING bool_and(others.status <> 'accepted')))`,
  };
}

/** Field by field: spreading the raw object costs more than the rest of the mapping together. */
function toSummaryRow(raw: RawSummary): EventSummaryRow {
  return {
    event: {
      id: raw.id,
      created_by: raw.created_by,
      title: raw.title,
      description: raw.description,
      start_time: new Date(raw.start_ms),
      end_time: new Date(raw.end_ms),
      all_day: raw.all_day,
      timezone: raw.timezone,
      location: raw.location,
      location_address: raw.location_address,
      latitude: raw.latitude,
      longitude: raw.longitude,
      category_id: raw.category_id,
      activity_category_id: raw.activity_category_id,
      activity_subcategory_id: raw.activity_subcategory_id,
      is_recurring: raw.is_recurring,
      recurring_pattern: raw.recurring_pattern,
      source: raw.source,
      status: raw.status,
      created_at: new Date(raw.created_ms),
    },
    status: raw.my_status,
    needs_reconfirm: raw.my_needs_reconfirm,
    creator_first_name: raw.creator_first_name,
    creator_last_name: raw.creator_last_name,
    awaiting_others: raw.awaiting_others,
    category: { id: raw.category_id, name: raw.category_name, color: raw.category_color },
  };
}

/** The summaries of the user's participations (`mine`) in events `e` that pass `eventConditions`. */
async function readSummaries(
  db: Db,
  kind: DatabaseKind,
  userId: string,
  eventConditions: SQL,
): Promise<EventSummaryRow[]> {
  const rows = await queryManyRows<RawSummary>(
    db,
    kind,
    summaryColumns(userId),
    sql`
    FROM event_participants mine
    JOIN events e ON e.id = mine.event_id AND ${eventConditions}
    JOIN users organizer ON organizer.id = e.created_by
    JOIN categories c ON c.id = e.category_id
    WHERE mine.user_id = ${userId}`,
  );
  return rows.map(toSummaryRow);
}

/**
 * Active (and, for their owner alone, suggested) events the user takes part in (any status) that may have an instance in [from, to),
 * with what a summary shows beside the event: the user's own answer, the organizer's name, the
 * category, and whether the user organizes it with nobody else accepted yet. One query whatever
 * the number of events, starting from the user's own participations (an index).
 *
 * Written as SQL and read with queryManyRows: a month holds hundreds of events, and drizzle's
 * field-by-field mapping of them cost half of the whole request.
 */
export function listSummariesForUserBetween(
  db: Db,
  kind: DatabaseKind,
  userId: string,
  from: Date,
  to: Date,
): Promise<EventSummaryRow[]> {
  return readSummaries(
    db,
    kind,
    userId,
    sql`e.status IN ('active', 'suggested')
      AND e.start_time < ${to.toISOString()}::timestamptz
      AND (e.series_end IS NULL OR e.series_end > ${from.toISOString()}::timestamptz)`,
  );
}

/**
 * The bell's events in one read: the active events the user accepted that may have an instance
 * between `now` and `weekAhead`, and every active event still to come that awaits their answer
 * (pending, or tentative after an organizer's change: the rule of the repository's
 * listAwaitingAnswer, which the invitations list reads).
 */
export function listBellSummaries(
  db: Db,
  kind: DatabaseKind,
  userId: string,
  now: Date,
  weekAhead: Date,
): Promise<EventSummaryRow[]> {
  return readSummaries(
    db,
    kind,
    userId,
    sql`e.status = 'active'
      AND (e.series_end IS NULL OR e.series_end > ${now.toISOString()}::timestamptz)
      AND ((mine.status = 'accepted' AND e.start_time < ${weekAhead.toISOString()}::timestamptz)
        OR mine.status = 'pending'
        OR (mine.status = 'tentative' AND mine.needs_reconfirm))`,
  );
}
