// The feed route's small rules: If-None-Match matching, and the address kept out of the log.
import { describe, expect, it } from 'vitest';
import { redactSecretPath } from '../../lib/log-redaction';
import { matchesEtag } from './routes';

describe('matchesEtag', () => {
  const etag = 'W/"abc"';
  it.each([
    [undefined, false],
    ['', false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abd"', false],
    ['"abc', false],
  ])('If-None-Match %j → %s', (header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});

describe('redactSecretPath', () => {
  it.each([
    ['/feeds/AbC_-123.ics', '/feeds/[redacted]'],
    ['/feeds/AbC_-123.ics?x=1', '/feeds/[redacted]'],
    ['/feeds/AbC/more/', '/feeds/[redacted]'],
    ['/feeds/line\nbreak', '/feeds/[redacted]'],
    ['/api/calendar/feed', '/api/calendar/feed'],
    ['/api/x?next=/feeds/abc', '/api/x?next=/feeds/abc'],
    ['/api/google-calendar/callback?code=4/0Ab&state=xyz', '/api/google-calendar/callback?[redacted]'],
    ['/api/google-calendar/callback', '/api/google-calendar/callback'],
    ['/api/google-calendar/status?code=1', '/api/google-calendar/status?code=1'],
  ])('%j → %j', (url, expected) => {
    expect(redactSecretPath(url)).toBe(expected);
  });
});
