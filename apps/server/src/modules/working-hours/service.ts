// Working-hours use cases: every call acts on the acting user's own entries only.
import { AppError } from '@hangtime/core/errors';
import { dayNumberOf, weekdayOfDayNumber } from '@hangtime/core/scheduling/local-days';
import {
  workingHoursMessages,
  type WorkingHoursEntry,
  type WorkingHoursInput,
  type WorkingHoursInstanceChange,
} from '@hangtime/core/working-hours/schemas';
import { isUuid } from '../../lib/ids';
import type { Clock } from '../../lib/clock';
import type { WorkingHoursRepository, WorkingHoursWithExceptions } from './repository';

function toEntry(row: WorkingHoursWithExceptions): WorkingHoursEntry {
  return {
    id: row.id,
    block_name: row.block_name,
    is_recurring: row.is_recurring,
    day_of_week: row.day_of_week,
    date: row.date,
    start_time: row.start_time,
    end_time: row.end_time,
    exceptions: row.exceptions.map(({ date, cancelled, start_time, end_time }) => ({
      date,
      cancelled,
      start_time,
      end_time,
    })),
  };
}

const notFound = () => new AppError('NOT_FOUND', workingHoursMessages.notFound);
const notInSeries = () =>
  new AppError('VALIDATION_ERROR', workingHoursMessages.instanceDateNotInSeries, {
    fields: { instance_date: workingHoursMessages.instanceDateNotInSeries },
  });

/** Only a weekly entry has instances: the dates on its weekday. */
function fallsOn(entry: WorkingHoursWithExceptions, date: string): boolean {
  return entry.is_recurring && entry.day_of_week === weekdayOfDayNumber(dayNumberOf(date));
}

export function createWorkingHoursService(repository: WorkingHoursRepository, clock: Clock) {
  async function findOwn(userId: string, id: string): Promise<WorkingHoursWithExceptions> {
    const row = isUuid(id) ? await repository.find(userId, id) : null;
    if (!row) throw notFound();
    return row;
  }

  async function setException(
    userId: string,
    id: string,
    change: WorkingHoursInstanceChange,
  ): Promise<WorkingHoursEntry> {
    const entry = await findOwn(userId, id);
    if (!fallsOn(entry, change.instance_date)) throw notInSeries();
    const { instance_date: date, ...exception } = change;
    await repository.setException(entry.id, { date, ...exception });
    return toEntry(await findOwn(userId, id));
  }

  return {
    async list(userId: string): Promise<WorkingHoursEntry[]> {
      return (await repository.list(userId)).map(toEntry);
    },

    async get(userId: string, id: string): Promise<WorkingHoursEntry> {
      return toEntry(await findOwn(userId, id));
    },

    /** One entry, or one per weekday of a block on several days: all stored, or none. */
    async create(userId: string, entries: WorkingHoursInput[]): Promise<WorkingHoursEntry[]> {
      const rows = await repository.create(userId, entries, clock.now());
      return rows.map((row) => toEntry({ ...row, exceptions: [] }));
    },

    /**
     * The whole entry. Its one-date exceptions stay while it keeps its weekday (new times for the
     * series leave a changed or cancelled date as it was); they go when it moves to another weekday
     * or becomes a one-time entry, as their dates are no longer its dates.
     */
    async updateSeries(userId: string, id: string, input: WorkingHoursInput): Promise<WorkingHoursEntry> {
      const before = await findOwn(userId, id);
      await repository.update(userId, id, input);
      if (!input.is_recurring || input.day_of_week !== before.day_of_week) await repository.clearExceptions(before.id);
      return toEntry(await findOwn(userId, id));
    },

    /** One date of a weekly entry: new times, or cancelled. */
    updateInstance: setException,

    /** Without a date the whole entry goes; with one, only that date of a weekly entry is cancelled. */
    async remove(userId: string, id: string, instanceDate?: string): Promise<string> {
      if (instanceDate) {
        await setException(userId, id, {
          instance_date: instanceDate,
          cancelled: true,
          start_time: null,
          end_time: null,
        });
        return 'Working hours cancelled on that date';
      }
      if (!isUuid(id) || !(await repository.remove(userId, id))) throw notFound();
      return 'Working hours deleted';
    },
  };
}

export type WorkingHoursService = ReturnType<typeof createWorkingHoursService>;
