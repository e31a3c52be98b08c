// Google for the tests: `oauth2-mock-server` as the authorization server (PKCE checked), and a
// small local fake of the Calendar API (calendar list; events with `singleEvents` instances,
// pages, sync tokens, deletions; a forced 410; a 429 mode; tokens that stop working) that the
// real client code talks to over HTTP.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';

export const CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.readonly';

export type FakeEvent = {
  id: string;
  status?: 'confirmed' | 'cancelled';
  transparency?: 'opaque' | 'transparent';
  summary?: string;
  location?: string;
  start: { dateTime?: string; date?: string };
  end: { dateTime?: string; date?: string };
  attendees?: Array<{ email: string; self?: boolean; responseStatus: string }>;
  recurringEventId?: string;
};

type StoredEvent = FakeEvent & { changedAt: number };

type FakeCalendar = {
  entry: { id: string; summary: string; timeZone: string; primary?: boolean; accessRole: string };
  events: Map<string, StoredEvent>;
};

export type EventsRequest = {
  calendarId: string;
  syncToken: string | null;
  pageToken: string | null;
  answered: number;
};

export type FakeGoogle = {
  /** Settings that point the server at these fakes. */
  env: Record<string, string>;
  addCalendar(entry: FakeCalendar['entry']): void;
  /** Adds or changes an event (each change is what the next incremental sync returns). */
  putEvent(calendarId: string, event: FakeEvent): void;
  /** Google's deletion: the event stays, cancelled, for incremental syncs to see. */
  cancelEvent(calendarId: string, eventId: string): void;
  /** A weekly series as `singleEvents` lists it: one instance per week, ids `{id}_{UTC start}`. */
  putWeekly(
    calendarId: string,
    id: string,
    firstStart: Date,
    minutes: number,
    weeks: number,
    fields?: Partial<FakeEvent>,
  ): string[];
  /** The next incremental sync of any calendar answers 410 Gone. */
  expireSyncTokens(): void;
  /** The next `count` Calendar API calls answer 429. */
  answerTooManyRequests(count: number): void;
  /** Every access token issued so far stops working (401), as when Google rotates them. */
  invalidateAccessTokens(): void;
  /** Refresh-token grants answer invalid_grant from now on: the person revoked Hangtime's access. */
  revokeGrant(): void;
  /** Refresh-token grants work again (a later test's person never revoked anything). */
  restoreGrant(): void;
  /** The scopes the next token answers grant (a person may untick the calendar). */
  grantScopes(scopes: string): void;
  eventsRequests: EventsRequest[];
  refreshGrants(): number;
  /** Calls to the revocation endpoint so far. */
  revocations(): number;
  /** Follows the auth URL as a consenting browser would; the callback path and query it lands on. */
  consent(authUrl: string): Promise<string>;
  close(): Promise<void>;
};

function instantId(start: Date): string {
  return start
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Ports 0 pick free ones; the end-to-end run names fixed ones, known before the app starts. */
export async function startFakeGoogle(ports: { oauth?: number; api?: number } = {}): Promise<FakeGoogle> {
  const oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(ports.oauth ?? 0, '127.0.0.1');
  const issuer = oauth.issuer.url!;

  const validTokens = new Set<string>();
  let refreshGrants = 0;
  let grantRevoked = false;
  let scopes = CALENDAR_SCOPE;
  let revocations = 0;

  oauth.service.on(
    'beforeResponse',
    (
      response: { body: Record<string, unknown>; statusCode: number },
      request: IncomingMessage & { body: Record<string, string> },
    ) => {
      if (request.body.grant_type === 'refresh_token') {
        refreshGrants += 1;
        if (grantRevoked) {
          response.statusCode = 400;
          response.body = { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' };
          return;
        }
        // Google keeps the refresh token it gave: a renewal answers without one.
        delete response.body.refresh_token;
      }
      response.body.scope = scopes;
      validTokens.add(String(response.body.access_token));
    },
  );
  // The mock's revocation endpoint reads no body: a call is all it can tell.
  oauth.service.on('beforeRevoke', () => {
    revocations += 1;
  });

  const calendars = new Map<string, FakeCalendar>();
  let clock = 1;
  let goneNext = false;
  let tooManyLeft = 0;
  const eventsRequests: EventsRequest[] = [];

  function reply(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  function listEvents(calendar: FakeCalendar, query: URLSearchParams, record: EventsRequest, response: ServerResponse) {
    if (query.get('singleEvents') !== 'true')
      return reply(response, 400, { error: { message: 'expected singleEvents' } });
    const pageSize = Number(query.get('maxResults') ?? 250);
    const syncToken = query.get('syncToken');
    const pageToken = query.get('pageToken');
    if (syncToken && goneNext) {
      goneNext = false;
      record.answered = 410;
      return reply(response, 410, { error: { code: 410, message: 'Sync token is no longer valid' } });
    }
    // A page token carries where the listing started (its sync token's time) and the offset.
    const [since, offset] = pageToken
      ? pageToken.split(':').map(Number)
      : [syncToken ? Number(syncToken.slice(1)) : 0, 0];
    const all = [...calendar.events.values()]
      .filter((event) => (since! > 0 ? event.changedAt > since! : event.status !== 'cancelled'))
      .sort((a, b) => a.id.localeCompare(b.id));
    const page = all.slice(offset!, offset! + pageSize);
    const more = offset! + pageSize < all.length;
    record.answered = 200;
    reply(response, 200, {
      kind: 'calendar#events',
      summary: 'Private calendar title',
      timeZone: calendar.entry.timeZone,
      items: page.map(({ changedAt: _changedAt, ...event }) => event),
      ...(more ? { nextPageToken: `${since}:${offset! + pageSize}` } : { nextSyncToken: `v${clock}` }),
    });
  }

  const api = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const eventsPath = /^\/calendar\/v3\/calendars\/([^/]+)\/events$/.exec(url.pathname);
    const record: EventsRequest = {
      calendarId: eventsPath ? decodeURIComponent(eventsPath[1]!) : '',
      syncToken: url.searchParams.get('syncToken'),
      pageToken: url.searchParams.get('pageToken'),
      answered: 0,
    };
    if (eventsPath) eventsRequests.push(record);
    if (tooManyLeft > 0) {
      tooManyLeft -= 1;
      record.answered = 429;
      return reply(response, 429, { error: { code: 429, message: 'Rate Limit Exceeded' } });
    }
    if (!validTokens.has(token)) {
      record.answered = 401;
      return reply(response, 401, { error: { code: 401, message: 'Invalid Credentials' } });
    }
    if (url.pathname === '/calendar/v3/users/me/calendarList') {
      return reply(response, 200, { items: [...calendars.values()].map((calendar) => calendar.entry) });
    }
    const calendar = eventsPath && calendars.get(record.calendarId);
    if (!calendar) return reply(response, 404, { error: { code: 404, message: 'Not Found' } });
    listEvents(calendar, url.searchParams, record, response);
  });
  await new Promise<void>((resolve) => api.listen(ports.api ?? 0, '127.0.0.1', resolve));
  const apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

  const put = (calendarId: string, event: FakeEvent) => {
    clock += 1;
    calendars.get(calendarId)!.events.set(event.id, { ...event, changedAt: clock });
  };

  return {
    env: {
      GOOGLE_CLIENT_ID: 'hangtime-test.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_AUTH_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_REVOKE_URL: `${issuer}/revoke`,
      GOOGLE_CALENDAR_API_URL: `${apiOrigin}/calendar/v3`,
    },
    addCalendar(entry) {
      calendars.set(entry.id, { entry, events: new Map() });
    },
    putEvent: put,
    cancelEvent(calendarId, eventId) {
      const event = calendars.get(calendarId)!.events.get(eventId)!;
      put(calendarId, { ...event, status: 'cancelled' });
    },
    putWeekly(calendarId, id, firstStart, minutes, weeks, fields = {}) {
      const ids: string[] = [];
      for (let week = 0; week < weeks; week += 1) {
        const start = new Date(firstStart.getTime() + week * 7 * 86_400_000);
        const instance = `${id}_${instantId(start)}`;
        ids.push(instance);
        put(calendarId, {
          id: instance,
          recurringEventId: id,
          summary: 'Weekly therapy',
          start: { dateTime: start.toISOString() },
          end: { dateTime: new Date(start.getTime() + minutes * 60_000).toISOString() },
          ...fields,
        });
      }
      return ids;
    },
    expireSyncTokens: () => {
      goneNext = true;
    },
    answerTooManyRequests: (count) => {
      tooManyLeft = count;
    },
    invalidateAccessTokens: () => validTokens.clear(),
    revokeGrant: () => {
      grantRevoked = true;
      validTokens.clear();
    },
    restoreGrant: () => {
      grantRevoked = false;
    },
    grantScopes: (granted) => {
      scopes = granted;
    },
    eventsRequests,
    refreshGrants: () => refreshGrants,
    revocations: () => revocations,
    async consent(authUrl) {
      const answer = await fetch(authUrl, { redirect: 'manual' });
      const location = answer.headers.get('location');
      if (answer.status !== 302 || !location) throw new Error(`the authorization server answered ${answer.status}`);
      const back = new URL(location);
      return `${back.pathname}${back.search}`;
    },
    async close() {
      api.closeAllConnections();
      await new Promise<void>((resolve) => api.close(() => resolve()));
      await oauth.stop();
    },
  };
}
