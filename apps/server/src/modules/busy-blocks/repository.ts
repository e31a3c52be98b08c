// The busy blocks imported from people's other calendars (behaviour.md §10): start and end,
// under the source they came from (`google:{calendar row id}`, `ics:{subscription id}`), so a
// sync replaces exactly its own and a disconnect deletes exactly its own.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { busyBlocks } from '../../db/schema';

export type BusySpan = { start: Date; end: Date };
export type ExternalBusySpan = BusySpan & { externalId: string };

/** The writes a module makes inside its own transaction, beside the row that owns the blocks. */
export type BusyBlocksWriter = {
  replaceSource(userId: string, source: string, spans: readonly BusySpan[]): Promise<void>;
  deleteSource(source: string): Promise<void>;
};

/** Rows per insert statement: well under PostgreSQL's 65,535 bound parameters. */
const ROWS_PER_INSERT = 1000;

export function googleSource(calendarRowId: string): string {
  return `google:${calendarRowId}`;
}
export function icsSource(subscriptionId: string): string {
  return `ics:${subscriptionId}`;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

export function createBusyBlocksRepository(db: Db) {
  return {
    /** Everything the source gave before goes; these spans are what it gives now. One transaction. */
    async replaceSource(userId: string, source: string, spans: readonly BusySpan[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(busyBlocks).where(eq(busyBlocks.source, source));
        for (const part of chunks(spans, ROWS_PER_INSERT)) {
          await tx
            .insert(busyBlocks)
            .values(part.map((span) => ({ user_id: userId, source, start_time: span.start, end_time: span.end })));
        }
      });
    },

    /** Each span replaces the one of the same external id (a changed event moves its block). */
    async upsertExternal(userId: string, source: string, spans: readonly ExternalBusySpan[]): Promise<void> {
      for (const part of chunks(spans, ROWS_PER_INSERT)) {
        await db
          .insert(busyBlocks)
          .values(
            part.map((span) => ({
              user_id: userId,
              source,
              external_id: span.externalId,
              start_time: span.start,
              end_time: span.end,
            })),
          )
          .onConflictDoUpdate({
            target: [busyBlocks.source, busyBlocks.external_id],
            set: { start_time: sql`excluded.start_time`, end_time: sql`excluded.end_time` },
          });
      }
    },

    async deleteExternal(source: string, externalIds: readonly string[]): Promise<void> {
      for (const part of chunks(externalIds, ROWS_PER_INSERT)) {
        await db.delete(busyBlocks).where(and(eq(busyBlocks.source, source), inArray(busyBlocks.external_id, part)));
      }
    },

    /** The external ids the source holds now: a full sync deletes those it no longer gives. */
    async externalIds(source: string): Promise<string[]> {
      const rows = await db
        .select({ external_id: busyBlocks.external_id })
        .from(busyBlocks)
        .where(eq(busyBlocks.source, source));
      return rows.flatMap((row) => (row.external_id === null ? [] : [row.external_id]));
    },

    async deleteSource(source: string): Promise<void> {
      await db.delete(busyBlocks).where(eq(busyBlocks.source, source));
    },

    /** The same writer on a transaction, so a source's blocks change with the row that owns them. */
    within(executor: Db): BusyBlocksWriter {
      return createBusyBlocksRepository(executor);
    },

    /** How many blocks each source holds now. */
    async countBySource(sources: readonly string[]): Promise<Map<string, number>> {
      if (sources.length === 0) return new Map();
      const rows = await db
        .select({ source: busyBlocks.source, blocks: count() })
        .from(busyBlocks)
        .where(inArray(busyBlocks.source, [...sources]))
        .groupBy(busyBlocks.source);
      return new Map(rows.map((row) => [row.source, Number(row.blocks)]));
    },
  };
}

export type BusyBlocksRepository = ReturnType<typeof createBusyBlocksRepository>;
