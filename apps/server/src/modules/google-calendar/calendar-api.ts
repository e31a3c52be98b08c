// The two calls of Google's Calendar API that the sync needs (calendarList, events), one page at a
// time, with Google's answers sorted into what the sync does about them: renew the token (401),
// start again in full (410), wait and retry (429, 5xx, timeouts), or give up.
import type { GoogleEventItem } from './busy-spans';

/** Items per page: Google's most for the calendar list, and the page size the bench assumes for events. */
export const PAGE_SIZE = 250;
const REQUEST_TIMEOUT_MS = 15_000;

export type GoogleApiFailure = 'unauthorized' | 'sync-token-expired' | 'retryable' | 'failed';

export class GoogleApiError extends Error {
  constructor(
    readonly failure: GoogleApiFailure,
    readonly status: number,
    readonly retryAfterMs: number | null = null,
  ) {
    super(`Google Calendar API answered ${status || 'nothing'} (${failure})`);
    this.name = 'GoogleApiError';
  }
}

export type CalendarListEntry = {
  id: string;
  summary?: string;
  summaryOverride?: string;
  timeZone?: string;
  primary?: boolean;
  accessRole?: string;
  deleted?: boolean;
};

export type EventsPage = {
  items: GoogleEventItem[];
  nextPageToken?: string;
  nextSyncToken?: string;
  timeZone?: string;
};

function classify(status: number, body: string): GoogleApiFailure {
  if (status === 401) return 'unauthorized';
  if (status === 410) return 'sync-token-expired';
  if (status === 429 || status >= 500) return 'retryable';
  // Google says "rate limit exceeded" with a 403 too.
  if (status === 403 && /rateLimitExceeded|userRateLimitExceeded/.test(body)) return 'retryable';
  return 'failed';
}

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

async function getJson<T>(url: URL, accessToken: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    // No answer (refused, reset, timed out): worth another try later.
    throw new GoogleApiError('retryable', 0);
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new GoogleApiError(
      classify(response.status, body),
      response.status,
      retryAfterMs(response.headers.get('retry-after')),
    );
  }
  return (await response.json()) as T;
}

export function createCalendarApi(baseUrl: string) {
  return {
    async listCalendars(accessToken: string): Promise<CalendarListEntry[]> {
      const calendars: CalendarListEntry[] = [];
      let pageToken: string | undefined;
      do {
        const url = new URL(`${baseUrl}/users/me/calendarList`);
        url.searchParams.set('maxResults', String(PAGE_SIZE));
        if (pageToken) url.searchParams.set('pageToken', pageToken);
        const page = await getJson<{ items?: CalendarListEntry[]; nextPageToken?: string }>(url, accessToken);
        calendars.push(...(page.items ?? []).filter((entry) => !entry.deleted));
        pageToken = page.nextPageToken;
      } while (pageToken);
      return calendars;
    },

    /**
     * One page of a calendar's events, recurring ones expanded into their instances
     * (`singleEvents`), so each instance has an id of its own that later changes replace.
     * With a sync token: only what changed since, deletions included.
     */
    async listEvents(
      accessToken: string,
      calendarId: string,
      position: { syncToken?: string | null; pageToken?: string },
    ): Promise<EventsPage> {
      const url = new URL(`${baseUrl}/calendars/${encodeURIComponent(calendarId)}/events`);
      url.searchParams.set('singleEvents', 'true');
      url.searchParams.set('maxResults', String(PAGE_SIZE));
      if (position.syncToken) url.searchParams.set('syncToken', position.syncToken);
      if (position.pageToken) url.searchParams.set('pageToken', position.pageToken);
      return getJson<EventsPage>(url, accessToken);
    },
  };
}

export type CalendarApi = ReturnType<typeof createCalendarApi>;
