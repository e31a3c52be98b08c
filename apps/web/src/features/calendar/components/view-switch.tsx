import { SegmentedChoice } from '../../../components/segmented-choice';
import { calendarViews, getViewLabel, type CalendarViewKey } from '../logic/calendar-views';

type ViewSwitchProps = { value: CalendarViewKey; isPhone: boolean; onChange: (view: CalendarViewKey) => void };

/**
 * Week, 2 Weeks, Month, Upcoming: a radio group drawn as Mantine's SegmentedControl is (see
 * SegmentedChoice for why not Mantine's own), across the whole toolbar on a phone, with the phone's
 * shorter labels. Arrow keys move between the views, as in any radio group.
 */
export function ViewSwitch({ value, isPhone, onChange }: ViewSwitchProps) {
  return (
    <SegmentedChoice
      aria-label="Calendar view"
      data={calendarViews.map((view) => ({ value: view.key, label: getViewLabel(view.key, isPhone) }))}
      value={value}
      onChange={onChange}
      size={isPhone ? 'xs' : 'sm'}
      fullWidth={isPhone}
    />
  );
}
