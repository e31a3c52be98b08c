// Which editor the modal shows: a new window, a whole window, or one date of a series.
import type { AvailabilityWindow } from '@hangtime/core/availability/schemas';
import type { WindowEditRequest } from './edit-request';
import { findNextOccurrenceDate } from './window-dates';

export type WindowEditor =
  | { kind: 'create' }
  | { kind: 'series'; window: AvailabilityWindow }
  | { kind: 'instance'; window: AvailabilityWindow; instanceDate: string };

/**
 * The editor a link asks for. One date of a series starts on the date the link names, else on the
 * next occurrence; a one-time window has no series, so it opens whole.
 */
export function chooseEditor(window: AvailabilityWindow, request: WindowEditRequest, today: string): WindowEditor {
  if (request.scope === 'series' || !window.is_repeating) return { kind: 'series', window };
  const instanceDate = request.instanceDate ?? findNextOccurrenceDate(window, today) ?? window.start_date;
  return { kind: 'instance', window, instanceDate };
}
