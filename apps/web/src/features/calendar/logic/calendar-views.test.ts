import { describe, expect, it } from 'vitest';
import { calendarViews, getGridView, getViewLabel } from './calendar-views';

describe('calendar views', () => {
  it('offers Week, 2 Weeks, Month and Upcoming in that order', () => {
    expect(calendarViews.map((view) => getViewLabel(view.key, false))).toEqual([
      'Week',
      '2 Weeks',
      'Month',
      'Upcoming',
    ]);
  });

  it('names Upcoming "Upcoming Events" on a phone, and only Upcoming', () => {
    expect(calendarViews.map((view) => getViewLabel(view.key, true))).toEqual([
      'Week',
      '2 Weeks',
      'Month',
      'Upcoming Events',
    ]);
  });

  it('maps grid views to FullCalendar views; Upcoming is a list', () => {
    expect(getGridView('week')).toBe('timeGridWeek');
    expect(getGridView('twoWeeks')).toBe('timeGridTwoWeeks');
    expect(getGridView('month')).toBe('dayGridMonth');
    expect(getGridView('upcoming')).toBeUndefined();
  });
});
