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
 * A request's address for the log, with a personal calendar feed's secret (`/feeds/{token}.ics`)
 * and anything after it replaced: the address alone gives anyone the person's hangouts.
 */
export function redactSecretPath(url: string): string {
  return url.replace(/^\/feeds\/.*/s, '/feeds/[redacted]');
}
