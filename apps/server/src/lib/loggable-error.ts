// What of an error may reach the log. A failed query's error (Drizzle's) carries the query's
// parameters (emails, password hashes, token hashes) in its message and its `params`, and the
// driver's error can carry row values in `detail`; pino's error serializer would write them all.

export type LoggableError = {
  type: string;
  message: string;
  stack?: string;
  /** The driver's or the system's code, e.g. PostgreSQL's SQLSTATE. */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggableError;
};

const MAX_CAUSE_DEPTH = 5;

function isQueryError(error: Error): error is Error & { query: string } {
  return typeof (error as { query?: unknown }).query === 'string' && 'params' in error;
}

/** The stack's frames only: its first lines repeat the message, which may hold the parameters. */
function framesOf(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

function copyNames(from: object, to: LoggableError) {
  for (const key of ['code', 'constraint', 'table', 'column'] as const) {
    const value = (from as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') to[key] = String(value);
  }
}

export function toLoggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a value that is not an Error was thrown' };
  const loggable: LoggableError = isQueryError(error)
    ? { type: error.constructor.name, message: `Failed query: ${error.query}`, stack: framesOf(error.stack) }
    : { type: error.constructor.name, message: error.message, stack: error.stack };
  copyNames(error, loggable);
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) loggable.cause = toLoggableError(error.cause, depth + 1);
  return loggable;
}
