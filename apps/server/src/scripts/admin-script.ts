// What the admin scripts share: the database the server would open, and failures said in words.
// The scripts read their arguments before loading the server's code (the database layer here, the
// modules in each script): a mistyped command is refused at once instead of after seconds of loading.
import { ConfigError, parseConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { DataDirLockedError } from '../db/lock';

/** A mistake in how the script was called: said with the script's usage line. */
export class UsageError extends Error {}

/**
 * Runs `work` on the database the server would open (DATABASE_URL, else PGlite in DATA_DIR),
 * migrated first, and closes it after, whatever happens.
 */
export async function withServerDatabase<T>(work: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const config = parseConfig(process.env);
  const { openDatabase } = await import('../db/client');
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dir: config.DATA_DIR },
  );
  try {
    await database.migrate();
    return await work(database, config);
  } finally {
    await database.close();
  }
}

/**
 * Runs a script's `main`; on failure says why in words (a bad call or setting with the usage line,
 * a data directory the server holds, else `failure` and the error) and exits 1.
 */
export function runAdminScript(main: () => Promise<void>, texts: { usage: string; failure: string }): void {
  main().catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(
        `${error.message}\nThe embedded database can be opened by one process at a time: stop the Hangtime server, then run this command again.`,
      );
    } else if (error instanceof UsageError || error instanceof ConfigError || isParseArgsError(error)) {
      console.error(`${(error as Error).message}\n${texts.usage}`);
    } else {
      console.error(texts.failure, error);
    }
    process.exit(1);
  });
}

/** node:util parseArgs throws TypeErrors with ERR_PARSE_ARGS_* codes for unknown or malformed options. */
function isParseArgsError(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name === 'TypeError' &&
    'code' in error &&
    String(error.code).startsWith('ERR_PARSE_ARGS')
  );
}
