// The calendar's views (spec §2 Calendar, §9): a week, two weeks, the month grid, and Upcoming.

export type CalendarViewKey = 'week' | 'twoWeeks' | 'month' | 'upcoming';

type CalendarView = {
  key: CalendarViewKey;
  label: string;
  /** The label on a phone, where the list stands in for the grid. */
  phoneLabel?: string;
  /** FullCalendar's view type; none for Upcoming, which is a list. */
  gridView?: string;
};

export const calendarViews: readonly CalendarView[] = [
  { key: 'week', label: 'Week', gridView: 'timeGridWeek' },
  { key: 'twoWeeks', label: '2 Weeks', gridView: 'timeGridTwoWeeks' },
  { key: 'month', label: 'Month', gridView: 'dayGridMonth' },
  { key: 'upcoming', label: 'Upcoming', phoneLabel: 'Upcoming Events' },
];

export const DEFAULT_VIEW: CalendarViewKey = 'week';

export function getViewLabel(key: CalendarViewKey, isPhone: boolean): string {
  const view = calendarViews.find((candidate) => candidate.key === key);
  return (isPhone && view?.phoneLabel) || view?.label || key;
}

/** FullCalendar's view type of a grid view; Upcoming has none. */
export function getGridView(key: CalendarViewKey): string | undefined {
  return calendarViews.find((candidate) => candidate.key === key)?.gridView;
}

export type CalendarNavigation = 'prev' | 'next' | 'today';
