// Working-hours use cases: every call acts on the acting user's own entries only.
import { AppError } from '@hangtime/core/errors';
import { workingHoursMessages, type WorkingHoursEntry, type WorkingHoursInput } from '@hangtime/core/working-hours/schemas';
import { isUuid } from '../../lib/ids';
import type { Clock } from '../../lib/clock';
import type { WorkingHoursRepository, WorkingHoursRow } from './repository';

function toEntry(row: WorkingHoursRow): WorkingHoursEntry {
  return {
    id: row.id,
    block_name: row.block_name,
    is_recurring: row.is_recurring,
    day_of_week: row.day_of_week,
    date: row.date,
    start_time: row.start_time,
    end_time: row.end_time,
  };
}

const notFound = () => new AppError('NOT_FOUND', workingHoursMessages.notFound);

export function createWorkingHoursService(repository: WorkingHoursRepository, clock: Clock) {
  return {
    async list(userId: string): Promise<WorkingHoursEntry[]> {
      return (await repository.list(userId)).map(toEntry);
    },

    async get(userId: string, id: string): Promise<WorkingHoursEntry> {
      const row = isUuid(id) ? await repository.find(userId, id) : null;
      if (!row) throw notFound();
      return toEntry(row);
    },

    async create(userId: string, entry: WorkingHoursInput): Promise<WorkingHoursEntry> {
      return toEntry(await repository.create(userId, entry, clock.now()));
    },

    async update(userId: string, id: string, entry: WorkingHoursInput): Promise<WorkingHoursEntry> {
      const row = isUuid(id) ? await repository.update(userId, id, entry) : null;
      if (!row) throw notFound();
      return toEntry(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await repository.remove(userId, id))) throw notFound();
    },
  };
}
