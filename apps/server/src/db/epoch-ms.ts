// An instant as epoch milliseconds in SQL: a float8 both drivers return as a number, cheaper to read
// than a timestamp (which pg parses into a Date, and drizzle maps again).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

export function epochMs(instant: SQLWrapper): SQL<number> {
  return sql<number>`floor(extract(epoch FROM ${instant}) * 1000)::float8`;
}
