import type { FreeDay } from '../logic/month-free-time';
import { DayAddButton } from './day-add-button';

type DayCellTopProps = {
  date: Date;
  timeZone: string;
  dayNumber: string;
  isToday: boolean;
  free?: FreeDay;
  onAdd: (date: Date) => void;
};

/**
 * A month cell's day number (today circled), its "+", and its free time when it has some. Plain
 * elements only: Month draws 42 of these on every switch to it.
 */
export function DayCellTop({ date, timeZone, dayNumber, isToday, free, onAdd }: DayCellTopProps) {
  return (
    <span className="hangtime-cell-top">
      <span className="hangtime-day-number" data-today={isToday || undefined}>
        {dayNumber}
      </span>
      <DayAddButton date={date} timeZone={timeZone} onAdd={onAdd} />
      {free && (
        <span className="hangtime-free-chip" title={free.description}>
          <span aria-hidden="true">{free.label}</span>
          <span className="hangtime-visually-hidden">{free.description}</span>
        </span>
      )}
    </span>
  );
}
