import { DayAddButton } from './day-add-button';

type DayCellTopProps = { date: Date; timeZone: string; dayNumber: string; isToday: boolean; onAdd: (date: Date) => void };

/** A month cell's day number (today circled) and its "+". */
export function DayCellTop({ date, timeZone, dayNumber, isToday, onAdd }: DayCellTopProps) {
  return (
    <span className="hangtime-cell-top">
      <span className="hangtime-day-number" data-today={isToday || undefined}>
        {dayNumber}
      </span>
      <DayAddButton date={date} timeZone={timeZone} onAdd={onAdd} />
    </span>
  );
}
