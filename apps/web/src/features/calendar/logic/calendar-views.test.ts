import { afterEach, describe, expect, it } from 'vitest';
import {
  VIEW_STORAGE_KEY,
  calendarViews,
  getGridView,
  getViewLabel,
  readRememberedView,
  rememberView,
} from './calendar-views';

describe('calendar views', () => {
  it('offers Week, 2 Weeks, Month and Upcoming in that order', () => {
    expect(calendarViews.map((view) => getViewLabel(view.key, false))).toEqual([
      'Week',
      '2 Weeks',
      'Month',
      'Upcoming',
    ]);
  });

  it('names Week "3 Days" and Upcoming "Upcoming Events" on a phone', () => {
    expect(calendarViews.map((view) => getViewLabel(view.key, true))).toEqual([
      '3 Days',
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

  it('shows three days for Week on a phone, the other views alike', () => {
    expect(getGridView('week', true)).toBe('timeGridThreeDay');
    expect(getGridView('twoWeeks', true)).toBe('timeGridTwoWeeks');
    expect(getGridView('month', true)).toBe('dayGridMonth');
    expect(getGridView('upcoming', true)).toBeUndefined();
  });

  describe('the remembered view', () => {
    afterEach(() => window.localStorage.clear());

    it('is Week until one is chosen, then the one chosen', () => {
      expect(readRememberedView()).toBe('week');
      rememberView('month');
      expect(readRememberedView()).toBe('month');
    });

    it('ignores what it does not know', () => {
      window.localStorage.setItem(VIEW_STORAGE_KEY, 'year');
      expect(readRememberedView()).toBe('week');
    });
  });
});
