// `column = ANY('{…}'::uuid[])`: one parameter for a list of ids, whatever its length.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isUuid } from '../lib/ids';

/**
 * drizzle's inArray makes one parameter of each id, and building the statement then costs more
 * than running it once the list reaches the engine's fifty or two hundred people (issue 25); a
 * single array parameter costs the same for any length. Only uuids go into the array literal (so
 * it needs no quoting): anything else could name no row anyway.
 */
export function anyOfIds(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} = ANY(${`{${ids.filter(isUuid).join(',')}}`}::uuid[])`;
}
