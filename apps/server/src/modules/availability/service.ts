// Availability-window use cases: every call acts on the acting user's own windows only.
import {
  availabilityMessages,
  type AvailabilityWindow,
  type AvailabilityWindowInput,
  type WindowOccurrence,
} from '@hangtime/core/availability/schemas';
import { AppError } from '@hangtime/core/errors';
import { dayNumberOf } from '@hangtime/core/scheduling/local-days';
import { listRecurrenceDays } from '@hangtime/core/scheduling/recurrence-days';
import { expandWindowOccurrences } from '@hangtime/core/scheduling/window-spans';
import { addDays, daysBetween } from '@hangtime/core/time/dates';
import { todayIn } from '@hangtime/core/time/zones';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { AvailabilityRepository, WindowWithExceptions } from './repository';
import { toAvailabilityWindow, toWindowSchedule } from './views';

/** behaviour.md §1: range queries are refused past 100 days. */
export const MAX_RANGE_DAYS = 100;
/** behaviour.md §5: a valid window has an occurrence in the next 14 days. */
const VALIDATION_DAYS = 14;

const notFound = () => new AppError('NOT_FOUND', availabilityMessages.windowNotFound);
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { fields: { [field]: message } });

function occurrencesOf(
  windows: WindowWithExceptions[],
  range: { start_date: string; end_date: string },
): WindowOccurrence[] {
  return windows
    .flatMap((window) => expandWindowOccurrences(toWindowSchedule(window), range, window.exceptions))
    .sort((a, b) => a.start_time.localeCompare(b.start_time) || a.window_id.localeCompare(b.window_id));
}

function fallsOn(window: WindowWithExceptions, date: string): boolean {
  const day = dayNumberOf(date);
  return listRecurrenceDays(toWindowSchedule(window), day, day).length > 0;
}

export function createAvailabilityService(repository: AvailabilityRepository, clock: Clock) {
  async function findOwn(userId: string, id: string): Promise<WindowWithExceptions> {
    const window = isUuid(id) ? await repository.find(userId, id) : null;
    if (!window) throw notFound();
    return window;
  }

  /** The zone defaults to the user's own; a linked saved location must be theirs. */
  async function toValues(userId: string, input: AvailabilityWindowInput) {
    if (input.location_id && !(await repository.isOwnLocation(userId, input.location_id))) {
      throw invalid('location_id', 'Location not found');
    }
    return { ...input, timezone: input.timezone ?? (await repository.findUserTimezone(userId)) };
  }

  return {
    async list(userId: string): Promise<AvailabilityWindow[]> {
      return (await repository.list(userId)).map(toAvailabilityWindow);
    },

    async create(userId: string, input: AvailabilityWindowInput): Promise<AvailabilityWindow> {
      const row = await repository.create(userId, await toValues(userId, input), clock.now());
      return toAvailabilityWindow({ ...row, exceptions: [] });
    },

    async updateSeries(userId: string, id: string, input: AvailabilityWindowInput): Promise<AvailabilityWindow> {
      await findOwn(userId, id);
      await repository.update(userId, id, await toValues(userId, input), clock.now());
      return toAvailabilityWindow(await findOwn(userId, id));
    },

    /** New times for one date of the series, kept as that date's exception. */
    async updateInstance(
      userId: string,
      id: string,
      change: { instance_date: string; start_time: string; end_time: string },
    ) {
      const window = await findOwn(userId, id);
      if (!fallsOn(window, change.instance_date))
        throw invalid('instance_date', availabilityMessages.instanceDateNotInSeries);
      await repository.setException(window.id, {
        date: change.instance_date,
        cancelled: false,
        start_time: change.start_time,
        end_time: change.end_time,
      });
      return toAvailabilityWindow(await findOwn(userId, id));
    },

    /** Without a date the whole window goes; with one, only that date's occurrence is cancelled. */
    async remove(userId: string, id: string, instanceDate?: string): Promise<string> {
      const window = await findOwn(userId, id);
      if (!instanceDate) {
        await repository.remove(userId, window.id);
        return 'Availability window deleted';
      }
      if (!fallsOn(window, instanceDate)) throw invalid('instance_date', availabilityMessages.instanceDateNotInSeries);
      await repository.setException(window.id, {
        date: instanceDate,
        cancelled: true,
        start_time: null,
        end_time: null,
      });
      return 'Occurrence cancelled';
    },

    async occurrences(userId: string, range: { start_date: string; end_date: string }): Promise<WindowOccurrence[]> {
      const days = daysBetween(range.start_date, range.end_date);
      if (days < 0) throw invalid('end_date', availabilityMessages.rangeInvalid);
      if (days + 1 > MAX_RANGE_DAYS) throw invalid('end_date', availabilityMessages.rangeTooLong);
      return occurrencesOf(await repository.list(userId), range);
    },

    /** How many windows occur at least once from today (in the user's zone) through the next 13 days. */
    async countValid(userId: string): Promise<number> {
      const today = todayIn(await repository.findUserTimezone(userId), clock.now());
      const range = { start_date: today, end_date: addDays(today, VALIDATION_DAYS - 1) };
      const windows = await repository.list(userId);
      return windows.filter((window) => occurrencesOf([window], range).length > 0).length;
    },
  };
}
