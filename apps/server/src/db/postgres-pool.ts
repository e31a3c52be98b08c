// The pool of connections to PostgreSQL, with every wait bounded so that a request meets a
// database fault with a 503 within 2 seconds (issue 25), never a hang and never a 500.
import pg from 'pg';

/**
 * The bounds, each well under the 2 s a caller may wait (a call that waited for a connection and
 * then for an answer waits for both: 1.8 s at worst). The heaviest legitimate request (find-us-time
 * in the bench) spends about 200 ms at p99 in all its statements together, and jobs batch their
 * statements to the same size, so 800 ms for one statement leaves room for a loaded machine.
 */
export const POSTGRES_TIMEOUTS = {
  /** Waiting for a free connection of the pool, or for a new one to open (pg's connect timeout). */
  connectMs: 800,
  /** PostgreSQL cancels a statement running longer (57014 query_canceled). */
  statementMs: 800,
  /** A statement waiting this long for a lock gives up (55P03 lock_not_available). */
  lockMs: 500,
  /**
   * The client's own bound on an answer, for a server that does not answer at all (frozen, or the
   * network between us dropping packets): a little past the statement timeout, so a slow statement
   * is cancelled by PostgreSQL first and its connection stays usable.
   */
  queryMs: 1_000,
  /** A transaction a crashed or stuck caller left open releases its locks after this long. */
  idleInTransactionMs: 5_000,
} as const;

const READ_TIMEOUT_MESSAGE = 'Query read timeout';

/**
 * pg leaves a connection whose query timed out waiting for that answer, so the statements sent
 * after it (a transaction's ROLLBACK, the next request's query) would each wait out the timeout
 * again. Closing the socket at the first timeout makes them fail at once, and the pool replaces
 * the connection.
 */
function closeOnReadTimeout(client: pg.PoolClient) {
  // pg.Client has the connection; its pool's type leaves it out.
  const { connection } = client as unknown as pg.Client;
  const close = (error: unknown) => {
    if (error instanceof Error && error.message === READ_TIMEOUT_MESSAGE) connection.stream.destroy();
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        close(error);
        callback(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    // Attached before the caller's own handlers, so the socket is closed before they run.
    if (result instanceof Promise) result.catch(close);
    return result;
  };
}

export function createPostgresPool(url: string, size: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    lock_timeout: POSTGRES_TIMEOUTS.lockMs,
    query_timeout: POSTGRES_TIMEOUTS.queryMs,
    idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionMs,
    keepAlive: true,
  });
  pool.on('connect', (client) => {
    closeOnReadTimeout(client);
    // A connection lost while checked out between two statements (a transaction's) emits an error
    // that no query is there to take, which would crash the process; its next statement fails
    // anyway, and the pool drops it when released.
    client.on('error', () => {});
  });
  // A dropped idle connection must not crash the process; the pool reconnects on next use.
  pool.on('error', () => {});
  return pool;
}

/**
 * Ends the pool, but never waits longer than `withinMs`: ending a connection to a frozen server
 * waits for an answer that does not come, and a stopping process has a deadline.
 */
export async function endPool(pool: pg.Pool, withinMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, withinMs);
  });
  await Promise.race([pool.end(), gaveUp]);
  clearTimeout(timer);
}
