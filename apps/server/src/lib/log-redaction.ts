import type { FastifyRequest } from 'fastify';

/** Log paths that may carry secrets: they are replaced before a line is written. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'body.password',
  'body.new_password',
  'body.code',
  'body.access_token',
  // A calendar subscription's address is a secret (modules/calendar-subscriptions).
  'body.url',
  'password',
  'new_password',
  'code',
  'access_token',
  'token',
];

/**
 * A request's address for the log, with its secrets replaced: a personal calendar feed's
 * (`/feeds/{token}.ics` and anything after it: the address alone gives anyone the person's
 * hangouts), and the query of Google's callback (an authorization code and the sign-in's state).
 */
export function redactSecretPath(url: string): string {
  return url
    .replace(/^\/feeds\/.*/s, '/feeds/[redacted]')
    .replace(/^(\/api\/google-calendar\/callback)\?.*/s, '$1?[redacted]');
}

/** Request log lines for routes whose address carries a secret: Fastify's own fields, the address redacted. */
export const secretPathLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactSecretPath(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
