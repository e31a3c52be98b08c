/** Log paths that may carry secrets: they are replaced before a line is written. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'body.password',
  'body.new_password',
  'body.code',
  'body.access_token',
  'password',
  'new_password',
  'code',
  'access_token',
  'token',
];
