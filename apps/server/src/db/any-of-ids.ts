// `column = ANY('{…}'::uuid[])`: one parameter for a list of ids, whatever its length.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * drizzle's inArray makes one parameter of each id, and building the statement then costs more
 * than running it once the list reaches the engine's fifty or two hundred people (issue 25); a
 * single array parameter costs the same for any length. The ids are uuids read from the
 * database, so the array literal needs no quoting.
 */
export function anyOfIds(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} = ANY(${`{${ids.join(',')}}`}::uuid[])`;
}
