// One calendar's sync (behaviour.md §10): Google's pages one at a time into busy blocks, in full
// the first time (or when Google says the sync token expired: 410) and from the sync token after.
// Only the page in hand is held in memory, and the ids seen, to drop what a full sync no longer gives.
import type { Clock } from '../../lib/clock';
import { googleSource, type BusyBlocksRepository, type ExternalBusySpan } from '../busy-blocks';
import type { AccessTokens } from './access-tokens';
import { toBusyChange } from './busy-spans';
import { GoogleApiError, type CalendarApi, type EventsPage } from './calendar-api';
import type { GoogleCalendarRepository, GoogleCalendarRow } from './repository';

/** Tries of one call when Google is busy (429) or failing (5xx); waits grow 250 ms, 500 ms, 1 s. */
const ATTEMPTS = 4;
const FIRST_WAIT_MS = 250;
const LONGEST_WAIT_MS = 10_000;
/** When a calendar that synced well is synced again by the periodic job. */
export const SYNC_EVERY_MS = 15 * 60_000;

export type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export type CalendarSyncUses = {
  api: CalendarApi;
  accessTokens: AccessTokens;
  repository: GoogleCalendarRepository;
  busyBlocks: BusyBlocksRepository;
  clock: Clock;
  sleep?: Sleep;
};

export function createCalendarSync(uses: CalendarSyncUses) {
  const { api, accessTokens, repository, busyBlocks, clock } = uses;
  const sleep = uses.sleep ?? realSleep;

  /** The call again after a wait while Google is busy; any other failure at once. */
  async function patiently<T>(call: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await call();
      } catch (error) {
        if (!(error instanceof GoogleApiError) || error.failure !== 'retryable' || attempt >= ATTEMPTS) throw error;
        const backoff = FIRST_WAIT_MS * 2 ** (attempt - 1);
        await sleep(Math.min(LONGEST_WAIT_MS, Math.max(backoff, error.retryAfterMs ?? 0)));
      }
    }
  }

  /** With the person's token; a 401 renews it once (it may have been revoked early or rotated). */
  async function withAccess<T>(userId: string, call: (accessToken: string) => Promise<T>): Promise<T> {
    try {
      return await call(await accessTokens.current(userId));
    } catch (error) {
      if (!(error instanceof GoogleApiError) || error.failure !== 'unauthorized') throw error;
      return call(await accessTokens.renewed(userId));
    }
  }

  async function applyPage(userId: string, source: string, page: EventsPage, zone: string, seen: Set<string> | null) {
    const now = clock.now();
    const keep: ExternalBusySpan[] = [];
    const remove: string[] = [];
    for (const item of page.items) {
      const change = toBusyChange(item, page.timeZone ?? zone, now);
      if ('keep' in change) {
        keep.push(change.keep);
        seen?.add(item.id);
      } else {
        remove.push(change.remove);
      }
    }
    await busyBlocks.upsertExternal(userId, source, keep);
    await busyBlocks.deleteExternal(source, remove);
    return keep.length;
  }

  /** Every page from `syncToken` (or from the start); the blocks written, and Google's next sync token. */
  async function readPages(calendar: GoogleCalendarRow, syncToken: string | null) {
    const source = googleSource(calendar.id);
    // A full sync keeps the ids it sees, to delete the blocks of events gone since the last one.
    const seen = syncToken ? null : new Set<string>();
    let written = 0;
    let pageToken: string | undefined;
    let nextSyncToken: string | null;
    do {
      const position = { syncToken, pageToken };
      const page = await patiently(() =>
        withAccess(calendar.user_id, (token) => api.listEvents(token, calendar.calendar_id, position)),
      );
      written += await applyPage(calendar.user_id, source, page, calendar.time_zone, seen);
      pageToken = page.nextPageToken;
      nextSyncToken = page.nextSyncToken ?? null;
    } while (pageToken);
    if (seen) {
      const gone = (await busyBlocks.externalIds(source)).filter((id) => !seen.has(id));
      await busyBlocks.deleteExternal(source, gone);
    }
    return { written, nextSyncToken };
  }

  return {
    /** Syncs the calendar and records it; the busy blocks written (new or changed). Failures are the caller's to record. */
    async sync(calendar: GoogleCalendarRow): Promise<number> {
      let result;
      try {
        result = await readPages(calendar, calendar.sync_token);
      } catch (error) {
        const expired = error instanceof GoogleApiError && error.failure === 'sync-token-expired';
        if (!expired || !calendar.sync_token) throw error;
        // Google forgot where we were: start again in full, which also drops what is gone.
        result = await readPages(calendar, null);
      }
      const now = clock.now();
      await repository.saveSyncSuccess(calendar.id, result.nextSyncToken, now, new Date(now.getTime() + SYNC_EVERY_MS));
      return result.written;
    },
  };
}

export type CalendarSync = ReturnType<typeof createCalendarSync>;
