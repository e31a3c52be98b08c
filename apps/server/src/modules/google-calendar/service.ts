// The Google Calendar link (behaviour.md §10): connect, list, sync on demand and in the
// background, disconnect. Everything but the status answers "not available" when the server has
// no Google client.
import { AppError } from '@hangtime/core/errors';
import type { GoogleCalendar, GoogleStatus } from '@hangtime/core/calendar-link/schemas';
import { hitCounter } from '../../db/counters';
import type { AppDeps } from '../../deps';
import { isUuid } from '../../lib/ids';
import { googleSource, type BusyBlocksRepository } from '../busy-blocks';
import { createAccessTokens, ReconnectNeededError } from './access-tokens';
import { createCalendarApi, GoogleApiError, type CalendarListEntry } from './calendar-api';
import { googleMessages } from './messages';
import { createGoogleOAuthClient, isOAuthFailure } from './oauth-client';
import type { CalendarListing, GoogleCalendarRepository, GoogleCalendarRow } from './repository';
import { createSignIn, type CallbackQuery } from './sign-in';
import { googleSettings } from './settings';
import { createCalendarSync, SYNC_EVERY_MS, type Sleep } from './sync';

/** The background job that syncs one person's calendars. */
export const GOOGLE_SYNC_JOB = 'google-calendar-sync';
/** Calls to Google a person may start (connect, sync, sync all) per 10 minutes. */
const CALLS_PER_WINDOW = 30;
const WINDOW_MS = 10 * 60_000;
/** A failing calendar is tried again after 15 min, 30, 1 h, … at most a day. */
const LONGEST_BACKOFF_MS = 24 * 60 * 60_000;

function toListing(entry: CalendarListEntry): CalendarListing {
  return {
    calendar_id: entry.id,
    calendar_name: entry.summaryOverride || entry.summary || entry.id,
    time_zone: entry.timeZone || 'UTC',
    // The person's own calendars count by default; others' (holidays, shared ones) on request.
    selected: entry.primary === true || entry.accessRole === 'owner',
  };
}

function toView(row: GoogleCalendarRow): GoogleCalendar {
  return {
    id: row.id,
    calendar_name: row.calendar_name,
    calendar_id: row.calendar_id,
    selected: row.selected,
    last_synced_at: row.last_synced_at?.toISOString() ?? null,
    last_error: row.last_error,
  };
}

/**
 * A failure of Google's in words for the person, and as the error the on-demand call answers
 * with; null for anything else (a fault of ours), which goes on as it is, to be logged as one.
 */
function describeFailure(error: unknown): AppError | null {
  if (error instanceof ReconnectNeededError) return new AppError('CONFLICT', googleMessages.reconnect);
  if (error instanceof GoogleApiError) {
    return new AppError(
      'SERVICE_UNAVAILABLE',
      error.failure === 'failed' ? googleMessages.refused : googleMessages.noAnswer,
    );
  }
  if (isOAuthFailure(error)) return new AppError('SERVICE_UNAVAILABLE', googleMessages.noAnswer);
  return null;
}

export function createGoogleCalendarService(options: {
  deps: AppDeps;
  repository: GoogleCalendarRepository;
  busyBlocks: BusyBlocksRepository;
  /** How the sync waits between tries when Google is busy (tests pass one that does not wait). */
  sleep?: Sleep;
}) {
  const { deps, repository, busyBlocks } = options;
  const { clock, secrets } = deps;
  const settings = googleSettings(deps.config);
  const oauth = settings && createGoogleOAuthClient(settings);
  const api = settings && createCalendarApi(settings.calendarApiUrl);
  const accessTokens = oauth && createAccessTokens({ repository, oauth, secrets, clock });
  const signIn = oauth && createSignIn({ repository, oauth, secrets, clock });
  const calendarSync =
    api &&
    accessTokens &&
    createCalendarSync({ api, accessTokens, repository, busyBlocks, clock, sleep: options.sleep });

  function enabled() {
    if (!api || !accessTokens || !signIn || !calendarSync || !oauth) {
      throw new AppError('NOT_FOUND', googleMessages.unavailable);
    }
    return { api, accessTokens, signIn, calendarSync, oauth };
  }

  async function admit(userId: string) {
    const now = clock.now().getTime();
    const { count, resetAt } = await hitCounter(
      deps.db,
      `${deps.rateLimits.keyPrefix}:google:${userId}`,
      WINDOW_MS,
      now,
    );
    if (count > CALLS_PER_WINDOW) {
      throw new AppError('RATE_LIMITED', googleMessages.tooManySyncs, {
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
      });
    }
  }

  /** Google's calendar list now, mirrored: new calendars added, gone ones removed with their blocks. */
  async function refreshCalendarList(userId: string): Promise<void> {
    const { api, accessTokens } = enabled();
    let listing: CalendarListEntry[];
    try {
      listing = await api.listCalendars(await accessTokens.current(userId));
    } catch (error) {
      if (!(error instanceof GoogleApiError) || error.failure !== 'unauthorized') throw error;
      listing = await api.listCalendars(await accessTokens.renewed(userId));
    }
    const gone = await repository.reconcileCalendars(userId, listing.map(toListing));
    for (const row of gone) await busyBlocks.deleteSource(googleSource(row.id));
    await repository.deleteCalendars(gone.map((row) => row.id));
  }

  /** Syncs one calendar and records how it went: the blocks written, or the failure thrown. */
  async function syncRecorded(row: GoogleCalendarRow): Promise<number> {
    try {
      return await enabled().calendarSync.sync(row);
    } catch (error) {
      const failure = describeFailure(error);
      const failures = row.failures + 1;
      const wait = Math.min(LONGEST_BACKOFF_MS, SYNC_EVERY_MS * 2 ** (failures - 1));
      const said = failure?.message ?? googleMessages.noAnswer;
      await repository.saveSyncFailure(row.id, said, failures, new Date(clock.now().getTime() + wait));
      throw failure ?? error;
    }
  }

  async function connectedLink(userId: string) {
    enabled();
    const link = await repository.findLink(userId);
    if (!link) throw new AppError('NOT_FOUND', googleMessages.notConnected);
    if (link.state !== 'connected') throw new AppError('CONFLICT', googleMessages.reconnect);
    return link;
  }

  async function ownCalendar(userId: string, rowId: string): Promise<GoogleCalendarRow> {
    const row = isUuid(rowId) ? await repository.findCalendar(userId, rowId) : null;
    if (!row) throw new AppError('NOT_FOUND', googleMessages.calendarNotFound);
    return row;
  }

  /** Everything of the link goes: the grant at Google (when it answers), the tokens, the calendars and their blocks. */
  async function removeLink(userId: string) {
    const link = await repository.findLink(userId);
    if (link && oauth) {
      const token = link.refresh_token ?? link.access_token;
      await oauth.revoke(secrets.open(token)).catch(() => {});
    }
    for (const row of await repository.listCalendars(userId)) await busyBlocks.deleteSource(googleSource(row.id));
    await repository.deleteLink(userId);
  }

  return {
    async status(userId: string): Promise<GoogleStatus> {
      if (!settings) return { available: false, connected: false, state: null, calendars: [] };
      const link = await repository.findLink(userId);
      const calendars = link ? (await repository.listCalendars(userId)).map(toView) : [];
      return {
        available: true,
        connected: link?.state === 'connected',
        state: link ? (link.state === 'connected' ? 'connected' : 'reconnect') : null,
        calendars,
      };
    },

    async calendars(userId: string): Promise<GoogleCalendar[]> {
      enabled();
      return (await repository.listCalendars(userId)).map(toView);
    },

    async authorizationUrl(userId: string): Promise<string> {
      const { signIn } = enabled();
      await admit(userId);
      return signIn.authorizationUrl(userId);
    },

    /** The callback: the grant stored and the first sync queued; where to send the browser, in words. */
    async completeSignIn(query: CallbackQuery): Promise<{ success: boolean; message: string }> {
      if (!signIn) return { success: false, message: googleMessages.unavailable };
      const result = await signIn.complete(query);
      if (!result.success) return result;
      await deps.queue.send(GOOGLE_SYNC_JOB, { userId: result.userId });
      return { success: true, message: googleMessages.connected };
    },

    /** Syncs one calendar now (selecting it, if it was not); the blocks written. */
    async sync(userId: string, rowId: string): Promise<number> {
      await connectedLink(userId);
      const row = await ownCalendar(userId, rowId);
      await admit(userId);
      if (!row.selected) await repository.setSelected(row.id, true);
      return syncRecorded({ ...row, selected: true });
    },

    /** The calendar list refreshed, then every selected calendar synced; the blocks written. */
    async syncAll(userId: string): Promise<number> {
      await connectedLink(userId);
      await admit(userId);
      await refreshCalendarList(userId).catch((error: unknown) => {
        throw describeFailure(error) ?? error;
      });
      let written = 0;
      for (const row of await repository.listCalendars(userId)) {
        if (row.selected) written += await syncRecorded(row);
      }
      return written;
    },

    /** One calendar stops counting; the last one (or `all`) ends the whole link. */
    async disconnect(userId: string, target: string): Promise<string> {
      enabled();
      if (!(await repository.findLink(userId))) throw new AppError('NOT_FOUND', googleMessages.notConnected);
      if (target !== 'all') {
        const row = await ownCalendar(userId, target);
        await busyBlocks.deleteSource(googleSource(row.id));
        await repository.setSelected(row.id, false);
        const others = (await repository.listCalendars(userId)).filter((other) => other.selected);
        if (others.length > 0) return googleMessages.calendarDisconnected;
      }
      await removeLink(userId);
      return googleMessages.disconnected;
    },

    // ── the background job ──

    /** The people whose calendars are due, for the periodic job to queue. */
    usersDue: (limit: number) => (settings ? repository.usersDue(clock.now(), limit) : Promise.resolve([])),

    /**
     * The background sync of one person: the list refreshed, each due calendar synced. Google's
     * failures are recorded on the calendar, not thrown; a fault of ours is thrown once every
     * calendar has had its turn, so the job logs it.
     */
    async syncInBackground(userId: string): Promise<void> {
      if (!settings) return;
      const link = await repository.findLink(userId);
      if (!link || link.state !== 'connected') return;
      try {
        await refreshCalendarList(userId);
      } catch (error) {
        if (error instanceof ReconnectNeededError) return;
        // The list could not be read: the calendars known already are still synced.
      }
      const now = clock.now();
      let fault: unknown = null;
      for (const row of await repository.listCalendars(userId)) {
        if (!row.selected || (row.next_sync_at && row.next_sync_at > now)) continue;
        try {
          await syncRecorded(row);
        } catch (error) {
          if (error instanceof AppError && error.code === 'CONFLICT') break;
          if (!(error instanceof AppError)) fault ??= error;
        }
      }
      if (fault) throw fault;
    },
  };
}

export type GoogleCalendarService = ReturnType<typeof createGoogleCalendarService>;
