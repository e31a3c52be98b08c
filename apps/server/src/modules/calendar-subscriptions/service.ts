// ICS subscriptions (behaviour.md §10): a person's other calendars, by their secret iCal address,
// as busy time. Adding one reads it at once; the periodic job and the person refresh it.
import { AppError } from '@hangtime/core/errors';
import {
  MAX_CALENDAR_SUBSCRIPTIONS,
  subscriptionMessages,
  subscriptionResults,
  type CalendarSubscription,
} from '@hangtime/core/calendar-link/schemas';
import type { AppDeps } from '../../deps';
import { icsSource, type BusyBlocksRepository, type BusySpan } from '../busy-blocks';
import { hashAddress, maskAddress, normaliseAddress } from './address';
import { createCalendarFetcher, FETCH_LIMITS, type FetchSettings, type Validators } from './fetch-calendar';
import { FeedError, feedMessages } from './messages';
import { PARSE_LIMITS } from './parse-calendar';
import { createParserThread, type ParserThread } from './parser-thread';
import type { CalendarSubscriptionsRepository, FetchState, SubscriptionRow } from './repository';

const MINUTE_MS = 60_000;
export const REFRESH_SCHEDULE = {
  /** A calendar read well is read again after this. */
  intervalMs: 30 * MINUTE_MS,
  /** A run takes what falls due before the next run: fetched at 10:00:05, due 10:30:05, taken at 10:30. */
  slackMs: 5 * MINUTE_MS,
  /** Failures in a row wait 30 min, 1 h, 2 h, … up to a day. */
  maxBackoffMs: 24 * 60 * MINUTE_MS,
  /** Subscriptions one run sends to be refreshed (the next run takes the rest). */
  perRun: 5000,
} as const;

export function backoffAfter(failures: number): number {
  return Math.min(REFRESH_SCHEDULE.intervalMs * 2 ** Math.max(0, failures - 1), REFRESH_SCHEDULE.maxBackoffMs);
}

const noValidators: Validators = { etag: null, lastModified: null };

type Reading =
  | { kind: 'not-modified' }
  | { kind: 'read'; spans: BusySpan[]; isTruncated: boolean; etag: string | null; lastModified: string | null };

export function createCalendarSubscriptionsService(options: {
  deps: AppDeps;
  repository: CalendarSubscriptionsRepository;
  busyBlocks: BusyBlocksRepository;
  /** Overrides of the fetch limits: tests shorten the 10 s deadline. */
  fetchLimits?: Partial<Omit<FetchSettings, 'allowPrivate'>>;
  parser?: ParserThread;
}) {
  const { deps, repository, busyBlocks } = options;
  const { clock, config } = deps;
  const rules = { allowHttp: config.ICS_ALLOW_PRIVATE };
  const fetcher = createCalendarFetcher({
    allowPrivate: config.ICS_ALLOW_PRIVATE,
    ...FETCH_LIMITS,
    ...options.fetchLimits,
  });
  const parser = options.parser ?? createParserThread();

  async function read(url: URL, validators: Validators, userId: string, now: Date): Promise<Reading> {
    const outcome = await fetcher.fetch(url, validators);
    if (outcome.kind === 'not-modified') return outcome;
    const zone = (await repository.personZone(userId)) ?? 'UTC';
    const parsed = await parser.parse(outcome.body, now, zone);
    return { kind: 'read', ...parsed, etag: outcome.etag, lastModified: outcome.lastModified };
  }

  function succeeded(reading: Reading & { kind: 'read' }, now: Date): FetchState {
    return {
      etag: reading.etag,
      last_modified: reading.lastModified,
      last_fetched_at: now,
      last_result: 'ok',
      last_error: reading.isTruncated ? feedMessages.capped(PARSE_LIMITS.maxBlocks) : null,
      failures: 0,
      next_fetch_at: new Date(now.getTime() + REFRESH_SCHEDULE.intervalMs),
    };
  }

  async function views(rows: SubscriptionRow[]): Promise<CalendarSubscription[]> {
    const counts = await busyBlocks.countBySource(rows.map((row) => icsSource(row.id)));
    return rows.map((row) => toView(row, counts.get(icsSource(row.id)) ?? 0));
  }

  /**
   * Fetches and stores one subscription's calendar. A calendar that cannot be read is recorded
   * (with its reason and a backoff) and its blocks kept; only a failure of our own throws.
   */
  async function refreshRow(row: SubscriptionRow): Promise<SubscriptionRow | null> {
    const now = clock.now();
    let reading: Reading;
    try {
      const url = openAddress(row);
      // The first fetch of each UTC day asks for the whole file, so the 100 days move forward
      // even for a calendar whose server answers "not modified" for weeks.
      const validators = isSameUtcDay(row.last_fetched_at, now)
        ? { etag: row.etag, lastModified: row.last_modified }
        : noValidators;
      reading = await read(url, validators, row.user_id, now);
    } catch (error) {
      if (!(error instanceof FeedError)) throw error;
      const failures = row.failures + 1;
      return repository.recordFetch(row.id, {
        last_result: 'error',
        last_error: error.message,
        failures,
        next_fetch_at: new Date(now.getTime() + backoffAfter(failures)),
      });
    }
    return repository.within(async (subscriptions, tx) => {
      // Locked: a removal at the same time either waits for these blocks or leaves none to write.
      const current = await subscriptions.lock(row.id);
      if (!current) return null;
      if (reading.kind === 'not-modified') {
        return subscriptions.recordFetch(row.id, {
          last_fetched_at: now,
          last_result: 'ok',
          last_error: current.last_result === 'ok' ? current.last_error : null,
          failures: 0,
          next_fetch_at: new Date(now.getTime() + REFRESH_SCHEDULE.intervalMs),
        });
      }
      await busyBlocks.within(tx).replaceSource(row.user_id, icsSource(row.id), reading.spans);
      return subscriptions.recordFetch(row.id, succeeded(reading, now));
    });
  }

  function openAddress(row: SubscriptionRow): URL {
    try {
      return new URL(deps.secrets.open(row.url));
    } catch {
      // Sealed under a key this server no longer has (SECRET_KEY changed without SECRET_KEY_PREVIOUS).
      throw new FeedError(feedMessages.unreadable);
    }
  }

  async function ownRow(userId: string, id: string): Promise<SubscriptionRow> {
    const row = await repository.find(userId, id);
    if (!row) throw new AppError('NOT_FOUND', feedMessages.notFoundSubscription);
    return row;
  }

  function refuse(message: string, code: 'VALIDATION_ERROR' | 'CONFLICT' = 'VALIDATION_ERROR'): never {
    throw new AppError(code, message, { fields: { url: message } });
  }

  return {
    async list(userId: string): Promise<CalendarSubscription[]> {
      return views(await repository.list(userId));
    },

    /** Reads the calendar first: nothing is stored unless it answers with one. */
    async add(userId: string, input: string): Promise<CalendarSubscription> {
      const address = normaliseAddress(input, rules);
      if (!address.ok) refuse(address.reason);
      const urlHash = hashAddress(address.url);
      // Checked before the fetch (no fetch for a refused add), and again under the lock below.
      const existing = await repository.list(userId);
      if (existing.length >= MAX_CALENDAR_SUBSCRIPTIONS) refuse(subscriptionMessages.tooMany);
      if (existing.some((row) => row.url_hash === urlHash)) refuse(subscriptionMessages.duplicate, 'CONFLICT');

      const now = clock.now();
      let reading: Reading;
      try {
        reading = await read(address.url, noValidators, userId, now);
      } catch (error) {
        if (error instanceof FeedError) refuse(error.message);
        throw error;
      }
      if (reading.kind !== 'read') refuse(feedMessages.notModified);
      const { spans } = reading;
      const row = await repository.within(async (subscriptions, tx) => {
        const person = await subscriptions.lockPerson(userId);
        if (person.subscriptions >= MAX_CALENDAR_SUBSCRIPTIONS) refuse(subscriptionMessages.tooMany);
        if (await person.hasAddress(urlHash)) refuse(subscriptionMessages.duplicate, 'CONFLICT');
        const inserted = await subscriptions.insert(
          {
            user_id: userId,
            url: deps.secrets.seal(address.url.href),
            url_hash: urlHash,
            masked_url: maskAddress(address.url),
            ...succeeded(reading, now),
          },
          now,
        );
        await busyBlocks.within(tx).replaceSource(userId, icsSource(inserted.id), spans);
        return inserted;
      });
      return toView(row, spans.length);
    },

    /** Fetches now, whatever the schedule; a calendar that cannot be read answers with its reason in last_error. */
    async refresh(userId: string, id: string): Promise<CalendarSubscription> {
      const row = await refreshRow(await ownRow(userId, id));
      if (!row) throw new AppError('NOT_FOUND', feedMessages.notFoundSubscription);
      return (await views([row]))[0]!;
    },

    /** Removes the subscription and every busy block it gave, in one transaction. */
    async remove(userId: string, id: string): Promise<void> {
      await repository.within(async (subscriptions, tx) => {
        if (!(await subscriptions.remove(userId, id)))
          throw new AppError('NOT_FOUND', feedMessages.notFoundSubscription);
        await busyBlocks.within(tx).deleteSource(icsSource(id));
      });
    },

    /** The subscriptions the periodic run should refresh now. */
    async listDue(): Promise<string[]> {
      const before = new Date(clock.now().getTime() + REFRESH_SCHEDULE.slackMs);
      return repository.listDue(before, REFRESH_SCHEDULE.perRun);
    },

    /** The periodic job's refresh of one subscription: skipped when gone or no longer due. */
    async refreshScheduled(id: string): Promise<'refreshed' | 'failed' | 'skipped'> {
      const row = await repository.findById(id);
      const dueBy = clock.now().getTime() + REFRESH_SCHEDULE.slackMs;
      if (!row || (row.next_fetch_at && row.next_fetch_at.getTime() > dueBy)) return 'skipped';
      const updated = await refreshRow(row);
      return updated?.last_result === 'error' ? 'failed' : updated ? 'refreshed' : 'skipped';
    },
  };
}

export type CalendarSubscriptionsService = ReturnType<typeof createCalendarSubscriptionsService>;

function isSameUtcDay(then: Date | null, now: Date): boolean {
  return then !== null && then.toISOString().slice(0, 10) === now.toISOString().slice(0, 10);
}

function toView(row: SubscriptionRow, blocks: number): CalendarSubscription {
  const result = subscriptionResults.find((value) => value === row.last_result) ?? null;
  return {
    id: row.id,
    masked_url: row.masked_url,
    created_at: row.created_at.toISOString(),
    last_fetched_at: row.last_fetched_at?.toISOString() ?? null,
    last_result: result,
    last_error: row.last_error,
    busy_blocks: blocks,
  };
}
