// Fetches a calendar file from its (secret) address with Node's http/https, through an agent that
// checks every address when the connection is made (request-filtering-agent): no look-up ahead
// of the fetch that a DNS answer could change in between, and every redirect checked again.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { isFetchable } from './address';
import { FeedError, feedMessages } from './messages';

export const FETCH_LIMITS = {
  /** For the whole fetch, redirects included. */
  deadlineMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
} as const;

export const USER_AGENT = 'Hangtime calendar subscriptions';

/**
 * Cloud metadata services: refused even when private addresses are allowed, since the server's
 * own credentials live there. (The library's default refuses them with every non-unicast range.)
 */
const ALWAYS_DENIED = ['169.254.169.254', '169.254.170.2', 'fd00:ec2::254'];

export type FetchSettings = {
  /** `ICS_ALLOW_PRIVATE`: loopback, private, link-local and CGNAT addresses, and plain http. */
  allowPrivate: boolean;
  deadlineMs: number;
  maxBytes: number;
  maxRedirects: number;
};

export type Validators = { etag: string | null; lastModified: string | null };

export type FetchOutcome =
  { kind: 'not-modified' } | { kind: 'fetched'; body: Buffer; etag: string | null; lastModified: string | null };

/** The agents' options: the unit tests read them, so the ranges refused are stated in one place. */
export function agentOptions(allowPrivate: boolean) {
  return {
    // Refuses every address that is not public unicast: loopback, private, link-local (and with it
    // 169.254.169.254), CGNAT 100.64/10, IPv4-mapped IPv6, unique-local IPv6, reserved ranges.
    allowPrivateIPAddress: allowPrivate,
    // 0.0.0.0 and :: reach the host itself.
    allowMetaIPAddress: false,
    denyIPAddressList: ALWAYS_DENIED,
    keepAlive: false,
  };
}

export function createCalendarFetcher(settings: FetchSettings) {
  const agents = {
    'http:': new RequestFilteringHttpAgent(agentOptions(settings.allowPrivate)),
    'https:': new RequestFilteringHttpsAgent(agentOptions(settings.allowPrivate)),
  };
  const rules = { allowHttp: settings.allowPrivate };

  /** One request; its answer's body is read by the caller. */
  function request(url: URL, validators: Validators, signal: AbortSignal): Promise<IncomingMessage> {
    const headers: Record<string, string> = { 'user-agent': USER_AGENT, accept: 'text/calendar, */*;q=0.5' };
    if (validators.etag) headers['if-none-match'] = validators.etag;
    if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
    const client = url.protocol === 'https:' ? https : http;
    const agent = agents[url.protocol as 'http:' | 'https:'];
    return new Promise((resolve, reject) => {
      const outgoing = client.get(url, { agent, headers, signal }, resolve);
      outgoing.on('error', reject);
    });
  }

  /** The body, counted while it streams: past the cap the answer is dropped, never held whole. */
  async function readCapped(response: IncomingMessage): Promise<Buffer> {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > settings.maxBytes) {
      response.destroy();
      throw new FeedError(feedMessages.tooLarge);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response) {
      size += (chunk as Buffer).length;
      if (size > settings.maxBytes) {
        response.destroy();
        throw new FeedError(feedMessages.tooLarge);
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks, size);
  }

  async function follow(start: URL, validators: Validators, signal: AbortSignal): Promise<FetchOutcome> {
    let url = start;
    for (let redirects = 0; ; redirects += 1) {
      const response = await request(url, validators, signal);
      const status = response.statusCode ?? 0;
      if ([301, 302, 303, 307, 308].includes(status)) {
        response.resume();
        if (redirects >= settings.maxRedirects) throw new FeedError(feedMessages.tooManyRedirects);
        const next = URL.canParse(response.headers.location ?? '', url.href)
          ? new URL(response.headers.location!, url)
          : null;
        if (!next || !isFetchable(next, rules)) throw new FeedError(feedMessages.badRedirect);
        url = next;
        continue;
      }
      if (status === 304) {
        response.resume();
        if (!validators.etag && !validators.lastModified) throw new FeedError(feedMessages.notModified);
        return { kind: 'not-modified' };
      }
      if (status < 200 || status > 299) {
        response.resume();
        throw new FeedError(feedMessages.httpStatus(status));
      }
      const body = await readCapped(response);
      return {
        kind: 'fetched',
        body,
        etag: headerOf(response, 'etag'),
        lastModified: headerOf(response, 'last-modified'),
      };
    }
  }

  return {
    /** The calendar at url, or a FeedError saying in words why not. Never more than the deadline. */
    async fetch(url: URL, validators: Validators): Promise<FetchOutcome> {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), settings.deadlineMs);
      try {
        return await follow(url, validators, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) throw new FeedError(feedMessages.timeout);
        throw toFeedError(error);
      } finally {
        clearTimeout(timer);
        controller.abort();
      }
    },
  };
}

export type CalendarFetcher = ReturnType<typeof createCalendarFetcher>;

function headerOf(response: IncomingMessage, name: string): string | null {
  const value = response.headers[name];
  return typeof value === 'string' && value.length <= 512 ? value : null;
}

/** The network's errors in words; their messages (which name the host) never go further. */
export function toFeedError(error: unknown): FeedError {
  if (error instanceof FeedError) return error;
  const message = error instanceof Error ? error.message : '';
  // request-filtering-agent's refusals carry no code: "DNS lookup 127.0.0.1(…) is not allowed. …".
  if (/^DNS lookup .* is not allowed/.test(message)) return new FeedError(feedMessages.refused);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new FeedError(feedMessages.notFound);
  return new FeedError(feedMessages.unreachable);
}
