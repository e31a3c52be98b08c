// One error handler: every failure leaves as {error, code, fields?}; 5xx details go to the log only.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, errorStatuses, type ErrorBody, type ErrorCode } from '@hangtime/core/errors';
import { toLoggableError } from '../lib/loggable-error';

/**
 * The database did not answer in time or at all: a fault of the moment, answered 503 with
 * Retry-After (never 500), so the caller tries again instead of reporting a bug.
 */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57014', // query_canceled: the statement timeout
  '55P03', // lock_not_available: the lock timeout
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** pg's own words for a wait it gave up on, or a connection that went away under it. */
const unavailableMessages =
  /Query read timeout|timeout exceeded when trying to connect|Connection terminated|not queryable|Connection ended unexpectedly/i;

/** Seconds a caller should wait before trying again after a database fault. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Text PostgreSQL cannot store (a NUL character, say): the input's fault, not the server's. */
const unstorableTextCodes = new Set(['22021', '22P05']);

function hasErrorCode(error: unknown, codes: ReadonlySet<string>): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const { code } = current as { code?: string };
    if (code && codes.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: string; message?: string };
    if (code && unavailableCodes.has(code)) return true;
    // Drizzle's wrapper (it carries `query`) quotes the statement and its values: read pg's own error below it.
    if (message && !('query' in (current as object)) && unavailableMessages.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The error model's first code for a status, if it has one. */
function codeOfStatus(status: number): ErrorCode | undefined {
  return (Object.keys(errorStatuses) as ErrorCode[]).find((code) => errorStatuses[code] === status);
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).send(body);
}

/**
 * Errors are logged as `error`, already made safe by toLoggableError; under `err` pino's error
 * serializer would take them apart again and name every one of them "Object".
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return send(reply, error.status, error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fields[field] ??= issue.message ?? 'Invalid value';
      }
      const first = error.validation[0]?.message || 'Invalid input';
      return send(reply, 400, { error: first, code: 'VALIDATION_ERROR', fields });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(reply, 413, { error: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    }
    if (error.statusCode === 429) {
      return send(reply, 429, { error: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
    }
    if (hasErrorCode(error, unstorableTextCodes)) {
      return send(reply, 400, { error: 'The text contains characters that cannot be saved', code: 'VALIDATION_ERROR' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ error: toLoggableError(error) }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 503, {
        error: 'Service temporarily unavailable. Please try again shortly.',
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { error: toLoggableError(error), issues: error.cause.issues },
        'response did not match its schema',
      );
      return send(reply, 500, { error: 'Something went wrong', code: 'INTERNAL' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
      // A Content-Type that names no media type, or a length that is no number: bad input, said
      // in fixed words (the header's own text, which may hold markup, is never repeated).
      return send(reply, 400, {
        error: 'The request must be JSON (Content-Type: application/json)',
        code: 'VALIDATION_ERROR',
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, an empty JSON body, and the like. A status
      // the error model has a code for is kept with that code; any other is answered as a 400, so
      // a status and its code always agree.
      const code = codeOfStatus(error.statusCode);
      return code
        ? send(reply, error.statusCode, { error: error.message, code })
        : send(reply, 400, { error: error.message, code: 'VALIDATION_ERROR' });
    }
    request.log.error({ error: toLoggableError(error) }, 'unhandled error');
    return send(reply, 500, { error: 'Something went wrong', code: 'INTERNAL' });
  });
}
