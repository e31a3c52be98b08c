// Where the calendar's recurring-item prompt leads (spec §2 Recurring item update prompt).
import { paths } from '../../../lib/paths';

/** An availability occurrence or a working-hours block the person chose to edit on the calendar. */
export type ScheduleItemRef = {
  kind: 'availability-window' | 'working-hours';
  /** The window's id (window_id of an occurrence) or the working-hours entry's id. */
  id: string;
  isRecurring: boolean;
  /** The occurrence's date (YYYY-MM-DD), for "Update This Instance". */
  instanceDate?: string;
};

export type UpdateScope = 'all' | 'instance';

/** ?edit={id}, plus update_all=true or update_instance=true (&instance_date) for a recurring item. */
export function getScheduleItemEditPath(item: ScheduleItemRef, scope?: UpdateScope): string {
  const editScope =
    !item.isRecurring || !scope
      ? undefined
      : scope === 'all'
        ? { kind: 'all' as const }
        : { kind: 'instance' as const, instanceDate: item.instanceDate };
  return item.kind === 'availability-window'
    ? paths.editAvailabilityWindow(item.id, editScope)
    : paths.editWorkingHours(item.id, editScope);
}
