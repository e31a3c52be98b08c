// A transaction as the job queue (pg-boss) runs SQL on it: so a job can be queued in the same
// transaction as the rows that cause it, and commits with them or not at all.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from './client';

/** What pg-boss calls on a database it is handed (`{ db }` in its send and insert options). */
export type JobDatabase = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss writes `$1`, `$2`… in its statements; each becomes a parameter of a Drizzle query on the
 * executor, which numbers them again itself. Casts (`$1::json`) stay in the text around them.
 */
export function asJobDatabase(executor: Executor): JobDatabase {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = [];
      parts.forEach((part, index) => {
        if (index % 2 === 0) chunks.push(sql.raw(part));
        else chunks.push(sql`${values[Number(part) - 1]}`);
      });
      return { rows: await queryRows(executor, sql.join(chunks)) };
    },
  };
}
