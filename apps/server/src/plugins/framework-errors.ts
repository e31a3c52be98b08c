// Errors answered before any route runs (a malformed address, a path parameter over the router's
// limit, a request Node's HTTP parser refuses): in the one error shape, with the headers every API
// answer carries, with fixed messages that never repeat the request's own text.
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorStatuses, type ErrorBody, type ErrorCode } from '@hangtime/core/errors';

/** Where the router's own errors are answered. Only a request rerouted here reaches it; any other gets the 404. */
const FRAMEWORK_ERROR_URL = '/api/framework-error';

/** The router's error, kept on the raw request that is rerouted to FRAMEWORK_ERROR_URL. */
const routerErrorCode = Symbol('routerErrorCode');
type ReroutedRequest = IncomingMessage & { [routerErrorCode]?: string };

type Answer = { code: ErrorCode; message: string };

const routerErrorAnswers: Record<string, Answer> = {
  FST_ERR_BAD_URL: { code: 'VALIDATION_ERROR', message: 'The address of the request is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'URI_TOO_LONG', message: 'The address of the request is too long' },
};
const unexpectedRouterError: Answer = { code: 'INTERNAL', message: 'Something went wrong' };

const clientErrorAnswers: Record<string, Answer> = {
  HPE_HEADER_OVERFLOW: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' },
};
const malformedRequest: Answer = { code: 'VALIDATION_ERROR', message: 'The request is not valid HTTP' };

/**
 * Fastify's `frameworkErrors` option. Fastify calls it outside every hook, so a plain answer here
 * would go without the security headers and uncounted by the rate limiter. Instead the request is
 * routed again, to FRAMEWORK_ERROR_URL, and takes the path of any API call: onRequest hooks
 * (headers, the per-IP limit), the route, the error handler, onSend (Cache-Control). It becomes a
 * GET (HEAD stays HEAD) so that its body, whatever it holds, is not parsed.
 */
export function rerouteFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw as ReroutedRequest;
  raw[routerErrorCode] = error.code;
  raw.url = FRAMEWORK_ERROR_URL;
  if (raw.method !== 'HEAD') raw.method = 'GET';
  request.server.routing(raw, reply.raw);
}

export function registerFrameworkErrorRoute(app: FastifyInstance) {
  app.get(FRAMEWORK_ERROR_URL, { schema: { hide: true } }, async (request, reply) => {
    const code = (request.raw as ReroutedRequest)[routerErrorCode];
    if (code === undefined) return reply.callNotFound();
    const answer = routerErrorAnswers[code] ?? unexpectedRouterError;
    if (answer === unexpectedRouterError) request.log.error({ code }, 'unexpected router error');
    throw new AppError(answer.code, answer.message);
  });
}

/** The status and body of the answer to a request Node's HTTP parser refused. */
export function clientErrorAnswer(error: { code?: string }): { status: number; body: ErrorBody } {
  const answer = (error.code && clientErrorAnswers[error.code]) || malformedRequest;
  return { status: errorStatuses[answer.code], body: { error: answer.message, code: answer.code } };
}

/** Headers of an answer that belong to its body or its connection, not to the API's header set. */
const ownHeadersOfEachAnswer = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'vary',
  'etag',
  'retry-after',
]);

const apiHeaderSets = new WeakMap<FastifyInstance, Promise<Record<string, string>>>();

/**
 * The headers the app gives any API answer (security headers, Cache-Control), read once from an
 * answer of its own: so they are written in one place (plugins/security.ts), not copied here.
 */
function apiHeaderSetOf(app: FastifyInstance): Promise<Record<string, string>> {
  let headers = apiHeaderSets.get(app);
  if (!headers) {
    headers = app.inject({ method: 'GET', url: `${FRAMEWORK_ERROR_URL}/header-set` }).then((response) => {
      const set: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined && !ownHeadersOfEachAnswer.has(name)) set[name] = String(value);
      }
      return set;
    });
    headers.catch(() => apiHeaderSets.delete(app));
    apiHeaderSets.set(app, headers);
  }
  return headers;
}

function rawAnswer(status: number, body: ErrorBody, headers: Record<string, string>): string {
  const json = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Connection: close',
    `Date: ${new Date().toUTCString()}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${json}`;
}

/**
 * Fastify's `clientErrorHandler` option (Node's 'clientError': headers over the size limit, a
 * request that is not HTTP, one that took too long). There is no request, so no hook can run: the
 * answer is written on the socket by hand, with the app's API header set and a JSON body, and the
 * connection is closed. Not counted by the rate limiter: without a parsed request there is no
 * client address to trust behind a proxy (only the proxy's own, shared by everyone), and each
 * such request costs its sender a new connection.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorAnswer(error);
  this.log.debug({ code: error.code, status }, 'client error');
  apiHeaderSetOf(this).then(
    (headers) => {
      if (socket.writable) socket.end(rawAnswer(status, body, headers));
      else socket.destroy();
    },
    (headerError: unknown) => {
      this.log.error({ error: String(headerError) }, 'could not answer a client error');
      socket.destroy();
    },
  );
}
