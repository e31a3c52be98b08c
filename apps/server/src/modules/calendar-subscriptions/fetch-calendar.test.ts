// The refusals happen when the connection is made: an address literal is refused before any
// packet leaves, so these need no network. (The int tests fetch from a real local server.)
import { describe, expect, it } from 'vitest';
import { createCalendarFetcher, toFeedError } from './fetch-calendar';
import { FeedError, feedMessages } from './messages';

const limits = { deadlineMs: 2000, maxBytes: 1024, maxRedirects: 5 };
const noValidators = { etag: null, lastModified: null };

async function reasonFor(address: string, allowPrivate: boolean): Promise<string> {
  const fetcher = createCalendarFetcher({ allowPrivate, ...limits });
  const failure = await fetcher.fetch(new URL(address), noValidators).then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(FeedError);
  return (failure as FeedError).message;
}

describe('the filtering agent', () => {
  it.each([
    ['loopback', 'https://127.0.0.1/a.ics'],
    ['loopback by name', 'https://localhost/a.ics'],
    ['IPv6 loopback', 'https://[::1]/a.ics'],
    ['private 10/8', 'https://10.1.2.3/a.ics'],
    ['private 192.168/16', 'https://192.168.0.10/a.ics'],
    ['link-local', 'https://169.254.10.20/a.ics'],
    ['the metadata address', 'https://169.254.169.254/latest/meta-data/'],
    ['CGNAT 100.64/10', 'https://100.64.0.1/a.ics'],
    ['CGNAT, top of the range', 'https://100.127.255.254/a.ics'],
    ['IPv4-mapped IPv6 of loopback', 'https://[::ffff:127.0.0.1]/a.ics'],
    ['IPv4-mapped IPv6 of a private address', 'https://[::ffff:a00:1]/a.ics'],
    ['unique-local IPv6', 'https://[fd00::1]/a.ics'],
    ['the unspecified address', 'https://0.0.0.0/a.ics'],
  ])('refuses %s', async (_label, address) => {
    expect(await reasonFor(address, false)).toBe(feedMessages.refused);
  });

  it('still refuses the cloud metadata address and 0.0.0.0 when private addresses are allowed', async () => {
    expect(await reasonFor('http://169.254.169.254/latest/meta-data/', true)).toBe(feedMessages.refused);
    expect(await reasonFor('http://0.0.0.0:9/a.ics', true)).toBe(feedMessages.refused);
  });

  it('lets private addresses through when allowed (then a closed port just cannot be reached)', async () => {
    expect(await reasonFor('http://127.0.0.1:9/a.ics', true)).toBe(feedMessages.unreachable);
  });
});

describe('toFeedError', () => {
  it('never passes on a network error’s message, which names the host', () => {
    const dns = Object.assign(new Error('getaddrinfo ENOTFOUND secret-host.example.com'), { code: 'ENOTFOUND' });
    expect(toFeedError(dns).message).toBe(feedMessages.notFound);
    expect(toFeedError(new Error('connect ECONNREFUSED secret-host:443')).message).toBe(feedMessages.unreachable);
  });
});
