// The calendar's range read (docs/architecture.md, "Reading the calendar"): a user's events in a
// range with what a summary shows beside each, in one query of SQL; the bell's events likewise.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { queryManyRows, rowsOfPrepared, type DatabaseKind, type Db } from '../../db/client';
import { epochMs } from '../../db/epoch-ms';
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

/** What the range read selects, over `mine` (the reader's participation), `e`, `organizer` and `c`. */
function summaryColumns(readerId: string | Placeholder): { [Name in keyof RawSummary]: SQL } {
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

/**
 * The summaries of the user's participations (`mine`) in the events `e` that pass `eventConditions`.
 * Each participation looks its event up by primary key: the LATERAL subquery with OFFSET 0 keeps
 * PostgreSQL from planning it any other way. Prepared, PostgreSQL plans a statement once for every
 * reader and range after five calls; joined plainly, that one plan read every event in the range
 * of every person and kept the reader's (6 ms instead of 1 on the load bench's world).
 */
function summariesFrom(eventConditions: SQL): SQL {
  return sql`event_participants mine
    CROSS JOIN LATERAL (SELECT * FROM events e WHERE e.id = mine.event_id AND ${eventConditions} OFFSET 0) e
    JOIN users organizer ON organizer.id = e.created_by
    JOIN categories c ON c.id = e.category_id`;
}

/** A value of the read: the value itself, or a placeholder of a prepared statement. */
type Bound = string | Placeholder;
type EventConditions = (from: Bound, to: Bound) => SQL;

/**
 * Active (and, for their owner alone, suggested) events the user takes part in (any status) that
 * may have an instance in [from, to).
 */
const inRange: EventConditions = (from, to) => sql`e.status IN ('active', 'suggested')
  AND e.start_time < ${to}::timestamptz
  AND (e.series_end IS NULL OR e.series_end > ${from}::timestamptz)`;

/**
 * The bell's events: the active events the user accepted that may have an instance between `from`
 * (now) and `to` (a week ahead), and every active event still to come that awaits their answer
 * (pending, or tentative after an organizer's change: the rule of the repository's
 * listAwaitingAnswer, which the invitations list reads).
 */
const forBell: EventConditions = (from, to) => sql`e.status = 'active'
  AND (e.series_end IS NULL OR e.series_end > ${from}::timestamptz)
  AND ((mine.status = 'accepted' AND e.start_time < ${to}::timestamptz)
    OR mine.status = 'pending'
    OR (mine.status = 'tentative' AND mine.needs_reconfirm))`;

/**
 * A user's event summaries, with what a summary shows beside the event: the user's own answer, the
 * organizer's name, the category, and whether the user organizes it with nobody else accepted yet.
 * One query whatever the number of events, starting from the user's own participations (an index).
 *
 * On PostgreSQL, statements prepared by name (the calendar and the bell read on every call); on
 * PGlite the rows come as one JSON array (queryManyRows), which its driver reads fastest. Written as
 * SQL and read as the driver returns the rows: a month holds hundreds of events, and drizzle's
 * field-by-field mapping cost half of the whole request.
 */
export function createSummaryReads(db: Db, kind: DatabaseKind) {
  function prepare(name: string, conditions: EventConditions) {
    const userId = sql.placeholder('userId');
    const columns = Object.entries(summaryColumns(userId)).map(([alias, column]) => [alias, column.as(alias)]);
    return db
      .select(Object.fromEntries(columns) as Record<string, SQL.Aliased>)
      .from(summariesFrom(conditions(sql.placeholder('from'), sql.placeholder('to'))))
      .where(sql`mine.user_id = ${userId}`)
      .prepare(name);
  }
  const prepared = new Map<string, ReturnType<typeof prepare>>();

  async function read(name: string, conditions: EventConditions, userId: string, from: Date, to: Date) {
    const [fromIso, toIso] = [from.toISOString(), to.toISOString()];
    if (kind === 'postgres') {
      let statement = prepared.get(name);
      if (!statement) prepared.set(name, (statement = prepare(name, conditions)));
      const rows = await rowsOfPrepared<RawSummary>(statement, { userId, from: fromIso, to: toIso });
      return rows.map(toSummaryRow);
    }
    const rest = sql`FROM ${summariesFrom(conditions(fromIso, toIso))} WHERE mine.user_id = ${userId}`;
    return (await queryManyRows<RawSummary>(db, kind, summaryColumns(userId), rest)).map(toSummaryRow);
  }

  return {
    listSummariesForUserBetween: (userId: string, from: Date, to: Date): Promise<EventSummaryRow[]> =>
      read('events_range', inRange, userId, from, to),
    listBellSummaries: (userId: string, now: Date, weekAhead: Date): Promise<EventSummaryRow[]> =>
      read('events_bell', forBell, userId, now, weekAhead),
  };
}
