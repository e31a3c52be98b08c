// The Upcoming view's filters (spec §9): by your answer, and how far ahead.
import type { EventSummaryView } from '@hangtime/core/events/schemas';

export const statusFilters = [
  { value: 'accepted_pending', label: 'Accepted & pending' },
  { value: 'all', label: 'All' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'pending', label: 'Pending' },
  { value: 'declined', label: 'Declined' },
] as const;
export type StatusFilter = (typeof statusFilters)[number]['value'];
export const DEFAULT_STATUS_FILTER: StatusFilter = 'accepted_pending';

/** "All" looks 100 days ahead, the most one request may ask for. */
export const rangeFilters = [
  { value: '7', label: 'Next 7 days', days: 7 },
  { value: '30', label: 'Next 30 days', days: 30 },
  { value: '90', label: 'Next 90 days', days: 90 },
  { value: 'all', label: 'All upcoming', days: 100 },
] as const;
export type RangeFilter = (typeof rangeFilters)[number]['value'];
export const DEFAULT_RANGE_FILTER: RangeFilter = '30';

export function getRangeDays(range: RangeFilter): number {
  return rangeFilters.find((option) => option.value === range)?.days ?? 30;
}

/** Tentative answers count as pending (not yet a firm yes), so they are never hidden by default. */
function matchesStatus(event: EventSummaryView, filter: StatusFilter): boolean {
  const status = event.participant_status;
  switch (filter) {
    case 'all':
      return true;
    case 'accepted':
      return status === 'accepted';
    case 'pending':
      return status === 'pending' || status === 'tentative';
    case 'declined':
      return status === 'declined';
    case 'accepted_pending':
      return status !== 'declined';
  }
}

/** The events to list: matching the filter, each instance once, soonest first. */
export function selectUpcomingEvents(events: EventSummaryView[], filter: StatusFilter): EventSummaryView[] {
  const seen = new Set<string>();
  return events
    .filter((event) => {
      const key = `${event.id}|${event.instance_start}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return event.status === 'active' && matchesStatus(event, filter);
    })
    .sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
}
