import './view-switch.css';
import { calendarViews, getViewLabel, type CalendarViewKey } from '../logic/calendar-views';

type ViewSwitchProps = { value: CalendarViewKey; isPhone: boolean; onChange: (view: CalendarViewKey) => void };

/**
 * Week, 2 Weeks, Month, Upcoming: a radio group drawn as Mantine's SegmentedControl is, with the
 * chosen segment marked by CSS alone. Mantine's slides an indicator that it measures after
 * mounting: a forced style and layout pass over the whole page, a third of the longest task of
 * the calendar's first visit on a phone. Arrow keys move between the views, as in any radio group.
 */
export function ViewSwitch({ value, isPhone, onChange }: ViewSwitchProps) {
  return (
    <div
      role="radiogroup"
      aria-label="Calendar view"
      className="hangtime-view-switch"
      data-size={isPhone ? 'xs' : 'sm'}
      data-full-width={isPhone || undefined}
    >
      {calendarViews.map((view) => {
        const id = `calendar-view-${view.key}`;
        const isChosen = view.key === value;
        return (
          <div key={view.key} className="hangtime-view-switch-item" data-active={isChosen || undefined}>
            <input
              className="hangtime-view-switch-input"
              type="radio"
              id={id}
              name="calendar-view"
              value={view.key}
              checked={isChosen}
              onChange={() => onChange(view.key)}
            />
            <label className="hangtime-view-switch-label" htmlFor={id}>
              {getViewLabel(view.key, isPhone)}
            </label>
          </div>
        );
      })}
    </div>
  );
}
