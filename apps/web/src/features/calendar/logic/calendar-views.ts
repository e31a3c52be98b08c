// The calendar's views (spec §2 Calendar, §9): a week, two weeks, the month grid, and Upcoming.
// On a phone "Week" is three days, as Google Calendar's phone app shows it: seven columns in 375 px
// cut the titles to a few letters and pushed Friday to Sunday off the screen.

export type CalendarViewKey = 'week' | 'twoWeeks' | 'month' | 'upcoming';

type CalendarView = {
  key: CalendarViewKey;
  label: string;
  /** The label on a phone, where the list stands in for the grid, or three days for the week. */
  phoneLabel?: string;
  /** FullCalendar's view type; none for Upcoming, which is a list. */
  gridView?: string;
  /** The view type on a phone, when it differs. */
  phoneGridView?: string;
};

export const calendarViews: readonly CalendarView[] = [
  { key: 'week', label: 'Week', phoneLabel: '3 Days', gridView: 'timeGridWeek', phoneGridView: 'timeGridThreeDay' },
  { key: 'twoWeeks', label: '2 Weeks', gridView: 'timeGridTwoWeeks' },
  { key: 'month', label: 'Month', gridView: 'dayGridMonth' },
  { key: 'upcoming', label: 'Upcoming', phoneLabel: 'Upcoming Events' },
];

export const DEFAULT_VIEW: CalendarViewKey = 'week';

export function getViewLabel(key: CalendarViewKey, isPhone: boolean): string {
  const view = calendarViews.find((candidate) => candidate.key === key);
  return (isPhone && view?.phoneLabel) || view?.label || key;
}

/** FullCalendar's view type of a grid view (on a phone, Week is three days); Upcoming has none. */
export function getGridView(key: CalendarViewKey, isPhone = false): string | undefined {
  const view = calendarViews.find((candidate) => candidate.key === key);
  return (isPhone && view?.phoneGridView) || view?.gridView;
}

const isViewKey = (value: unknown): value is CalendarViewKey =>
  calendarViews.some((candidate) => candidate.key === value);

/** Where the chosen view is kept between visits (one browser, any account: a way of looking, not data). */
export const VIEW_STORAGE_KEY = 'hangtime.calendar-view';

/** The view last chosen in this browser, else Week; storage that cannot be read counts as none. */
export function readRememberedView(): CalendarViewKey {
  try {
    const stored = window.localStorage.getItem(VIEW_STORAGE_KEY);
    return isViewKey(stored) ? stored : DEFAULT_VIEW;
  } catch {
    return DEFAULT_VIEW;
  }
}

export function rememberView(view: CalendarViewKey): void {
  try {
    window.localStorage.setItem(VIEW_STORAGE_KEY, view);
  } catch {
    // Private modes may refuse storage: the view is then chosen afresh on the next visit.
  }
}

export type CalendarNavigation = 'prev' | 'next' | 'today';
